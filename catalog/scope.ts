// Which servers search and lists show: every server the registry still lists (not deleted). Servers
// with remotes are the ones Switchboard checks and ranks, and measured servers rank ahead of unmeasured
// ones within a tier; package-only entries stay findable (an agent asking for a capability may still be
// served by one it can install) and `transport=streamable-http|sse` narrows to remote servers.
// Servers removed after 30 failing days stay in the index, flagged `removed`, so `removed=true` finds them.
export const IN_SCOPE_SQL = `s.status <> 'deleted'`;
