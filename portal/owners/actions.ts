// What an owner can do to a listing it owns. The caller has already established `domain` owns the
// server (ownership.ts); each action is one transaction together with its audit entry.
//
// How the other parts of Switchboard see these (the scheduler reads owner_settings before each check):
//   pause         owner_settings.checks_paused = true, then NOTIFY owner_paused '<server id>' (the
//                 scheduler abandons a check in flight for that server); delivered at commit
//   resume        checks_paused = false
//   recheck now   owner_settings.recheck_requested_at = now and servers.check_requested_at = now (the
//                 scheduler checks servers with check_requested_at first, then clears it); at most once
//                 per 10 minutes per server
//   categories    owner_settings.category_override (category ids, up to 3; empty clears), which replaces
//                 the automatic choice: search filters and list_categories apply it at once (the read
//                 model reads the override), the next check stores it in server_categories
// Pause, resume and categories change what search shows: they bump the server's change_seq and notify
// (catalog/server-signals.ts), so every web process's index has them within a second.
//   hosting       owner_settings.hosting_declared = {countries: [...]} or {euOnly: true} (null clears)
import type { Transaction } from 'sequelize';
import type { Database } from '../../db/connection.js';
import { PortalError } from '../http/portal-error.js';
import { announceServerChanged, requestEarlyCheck } from '../../catalog/server-signals.js';
import { writeAudit } from './audit.js';

export const RECHECK_INTERVAL_MS = 10 * 60_000;

export interface ActionContext {
  db: Database;
  domain: string;
  serverId: number;
  now: Date;
}

export type HostingDeclaration = { countries: string[] } | { euOnly: true } | null;

// The settings row records who first set anything; a co-owner acting later does not rewrite it.
async function ensureSettings(ctx: ActionContext, t: Transaction): Promise<void> {
  await ctx.db.exec(
    `INSERT INTO owner_settings (server_id, domain, updated_at) VALUES (:serverId, :domain, :now) ON CONFLICT (server_id) DO NOTHING`,
    { serverId: ctx.serverId, domain: ctx.domain, now: ctx.now },
    t,
  );
}

/**
 * A listing can have two owners (the namespace's domain and the domain of every remote host). Once one of
 * them claims it, the claimant decides: the other may only ask for a recheck.
 */
async function assertMayDecide(ctx: ActionContext, t: Transaction): Promise<void> {
  const claim = await ctx.db.one<{ domain: string }>(
    'SELECT domain FROM claims WHERE server_id = :serverId FOR SHARE',
    { serverId: ctx.serverId },
    t,
  );
  if (claim && claim.domain !== ctx.domain) {
    throw new PortalError(
      409,
      'claimed_by_other',
      `This listing is claimed by the owner of ${claim.domain}, who decides its settings. You can still ask for a recheck.`,
    );
  }
}

async function inTransaction<T>(
  ctx: ActionContext,
  action: string,
  fn: (t: Transaction) => Promise<{ result: T; details: Record<string, unknown> }>,
): Promise<T> {
  return ctx.db.transaction(async (t) => {
    const { result, details } = await fn(t);
    await writeAudit(ctx.db, { at: ctx.now, domain: ctx.domain, serverId: ctx.serverId, action, details }, t);
    return result;
  });
}

export function claim(ctx: ActionContext): Promise<void> {
  return inTransaction(ctx, 'claim', async (t) => {
    const rows = await ctx.db.rows<{ domain: string }>(
      `INSERT INTO claims (server_id, domain, claimed_at) VALUES (:serverId, :domain, :now)
       ON CONFLICT (server_id) DO UPDATE SET domain = claims.domain RETURNING domain`,
      { serverId: ctx.serverId, domain: ctx.domain, now: ctx.now },
      t,
    );
    const holder = rows[0]!.domain;
    if (holder !== ctx.domain) throw new PortalError(409, 'already_claimed', `This listing is already claimed by the owner of ${holder}.`);
    // From now on the claimant decides: the settings are theirs (see assertMayDecide).
    await ctx.db.exec(
      'UPDATE owner_settings SET domain = :domain WHERE server_id = :serverId',
      { serverId: ctx.serverId, domain: ctx.domain },
      t,
    );
    return { result: undefined, details: { claimed: true } };
  });
}

export function unclaim(ctx: ActionContext): Promise<void> {
  return inTransaction(ctx, 'unclaim', async (t) => {
    const rows = await ctx.db.rows(
      'DELETE FROM claims WHERE server_id = :serverId AND domain = :domain RETURNING server_id',
      { serverId: ctx.serverId, domain: ctx.domain },
      t,
    );
    if (rows.length === 0) throw new PortalError(409, 'not_claimed', 'This listing is not claimed by your domain.');
    return { result: undefined, details: { claimed: false } };
  });
}

export function declareHosting(ctx: ActionContext, declared: HostingDeclaration): Promise<void> {
  return inTransaction(ctx, 'declare_hosting', async (t) => {
    await assertMayDecide(ctx, t);
    await ensureSettings(ctx, t);
    const before = await ctx.db.one<{ hosting_declared: unknown }>(
      'SELECT hosting_declared FROM owner_settings WHERE server_id = :serverId',
      { serverId: ctx.serverId },
      t,
    );
    await ctx.db.exec(
      'UPDATE owner_settings SET hosting_declared = :declared::jsonb, updated_at = :now WHERE server_id = :serverId',
      { serverId: ctx.serverId, declared: declared === null ? null : JSON.stringify(declared), now: ctx.now },
      t,
    );
    return { result: undefined, details: { from: before?.hosting_declared ?? null, to: declared } };
  });
}

export function pauseChecks(ctx: ActionContext): Promise<void> {
  return inTransaction(ctx, 'pause_checks', async (t) => {
    await assertMayDecide(ctx, t);
    await ensureSettings(ctx, t);
    await ctx.db.exec(
      'UPDATE owner_settings SET checks_paused = true, paused_at = COALESCE(paused_at, :now), updated_at = :now WHERE server_id = :serverId',
      { serverId: ctx.serverId, now: ctx.now },
      t,
    );
    await ctx.db.exec(`SELECT pg_notify('owner_paused', :id)`, { id: String(ctx.serverId) }, t);
    await announceServerChanged(ctx.db, ctx.serverId, t);
    return { result: undefined, details: { checksPaused: true } };
  });
}

export function resumeChecks(ctx: ActionContext): Promise<void> {
  return inTransaction(ctx, 'resume_checks', async (t) => {
    await assertMayDecide(ctx, t);
    await ensureSettings(ctx, t);
    await ctx.db.exec(
      'UPDATE owner_settings SET checks_paused = false, paused_at = NULL, updated_at = :now WHERE server_id = :serverId',
      { serverId: ctx.serverId, now: ctx.now },
      t,
    );
    await announceServerChanged(ctx.db, ctx.serverId, t);
    return { result: undefined, details: { checksPaused: false } };
  });
}

export function requestRecheck(ctx: ActionContext): Promise<void> {
  return inTransaction(ctx, 'recheck_requested', async (t) => {
    await ensureSettings(ctx, t);
    const s = await ctx.db.one<{ checks_paused: boolean; recheck_requested_at: Date | null }>(
      'SELECT checks_paused, recheck_requested_at FROM owner_settings WHERE server_id = :serverId FOR UPDATE',
      { serverId: ctx.serverId },
      t,
    );
    if (s?.checks_paused) throw new PortalError(409, 'paused', 'Checks of this listing are paused. Resume them first.');
    const last = s?.recheck_requested_at?.getTime();
    if (last !== undefined && ctx.now.getTime() - last < RECHECK_INTERVAL_MS) {
      const wait = Math.ceil((RECHECK_INTERVAL_MS - (ctx.now.getTime() - last)) / 60_000);
      throw new PortalError(
        429,
        'recheck_too_soon',
        `A recheck of this listing was asked for less than 10 minutes ago. Try again in ${wait} minute(s).`,
      );
    }
    await ctx.db.exec(
      'UPDATE owner_settings SET recheck_requested_at = :now, updated_at = :now WHERE server_id = :serverId',
      { serverId: ctx.serverId, now: ctx.now },
      t,
    );
    await requestEarlyCheck(ctx.db, ctx.serverId, ctx.now, t);
    return { result: undefined, details: { recheckRequestedAt: ctx.now.toISOString() } };
  });
}

export function correctCategories(ctx: ActionContext, categoryIds: string[]): Promise<void> {
  return inTransaction(ctx, 'category_correction', async (t) => {
    await assertMayDecide(ctx, t);
    await ensureSettings(ctx, t);
    const before = await ctx.db.one<{ category_override: string[] | null }>(
      'SELECT category_override FROM owner_settings WHERE server_id = :serverId',
      { serverId: ctx.serverId },
      t,
    );
    const value = categoryIds.length ? categoryIds : null;
    // Category IDs are slugs (action-input.ts), so the array literal needs no quoting.
    await ctx.db.exec(
      'UPDATE owner_settings SET category_override = :value::text[], updated_at = :now WHERE server_id = :serverId',
      { serverId: ctx.serverId, value: value && `{${value.join(',')}}`, now: ctx.now },
      t,
    );
    await announceServerChanged(ctx.db, ctx.serverId, t);
    return { result: undefined, details: { from: before?.category_override ?? null, to: value } };
  });
}
