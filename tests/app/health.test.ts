// /healthz answers while the process runs; /readyz is 200 only when the database answers and the index is
// built, and says "warming" while the index is still being built.
import { test } from 'node:test';
import express from 'express';
import request from 'supertest';
import { healthRoutes } from '../../app/http/health.js';
import { freshDatabase } from '../helpers/db.js';

test('readyz: warming while the index builds, ready once built; healthz answers throughout', async () => {
  const db = await freshDatabase();
  let built = false;
  const app = express().use(healthRoutes(db, () => built));
  try {
    await request(app).get('/healthz').expect(200, { status: 'ok' });
    await request(app).get('/readyz').expect(503, { status: 'warming', database: true, index: false });
    built = true;
    await request(app).get('/readyz').expect(200, { status: 'ready', database: true, index: true });
  } finally {
    await db.close();
  }
});
