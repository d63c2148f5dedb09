// The registry stand-in (demo/registry-stand-in.ts), closed when the test file ends.
import { after } from 'node:test';
import { startRegistryStandIn as start, type StandIn, type StandInOptions } from '../../demo/registry-stand-in.js';

export type { Failure, ListItem, StandIn, StandInOptions } from '../../demo/registry-stand-in.js';

export async function startRegistryStandIn(opts: StandInOptions): Promise<StandIn> {
  const s = await start(opts);
  after(() => s.close());
  return s;
}
