import { test } from 'node:test';
import assert from 'node:assert/strict';
import { declaredRisk } from '../../../checker/analyze/risk.js';

test('not_declared without tools or without hints', () => {
  assert.equal(declaredRisk([]), 'not_declared');
  assert.equal(declaredRisk([{ name: 'a' }, { name: 'b', annotations: { title: 'B' } }]), 'not_declared');
});

test('read_only when every tool declares readOnlyHint true', () => {
  assert.equal(
    declaredRisk([
      { name: 'a', annotations: { readOnlyHint: true } },
      { name: 'b', annotations: { readOnlyHint: true, openWorldHint: true } },
    ]),
    'read_only',
  );
});

test('destructive when any tool declares destructiveHint true', () => {
  assert.equal(
    declaredRisk([
      { name: 'a', annotations: { readOnlyHint: true } },
      { name: 'b', annotations: { destructiveHint: true } },
    ]),
    'destructive',
  );
  assert.equal(declaredRisk([{ name: 'a' }, { name: 'b', annotations: { readOnlyHint: false, destructiveHint: true } }]), 'destructive');
});

test('can_write when hints are present but not all read-only', () => {
  assert.equal(declaredRisk([{ name: 'a', annotations: { readOnlyHint: true } }, { name: 'b' }]), 'can_write');
  assert.equal(declaredRisk([{ name: 'a', annotations: { readOnlyHint: false, destructiveHint: false } }]), 'can_write');
  assert.equal(declaredRisk([{ name: 'a', annotations: { openWorldHint: true } }]), 'can_write');
});

test('never guessed from names', () => {
  assert.equal(declaredRisk([{ name: 'delete_everything' }, { name: 'drop_database' }]), 'not_declared');
  assert.equal(declaredRisk([{ name: 'get_weather' }]), 'not_declared');
});
