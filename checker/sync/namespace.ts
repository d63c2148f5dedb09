// Registry names are `<namespace>/<name>`: `io.github.<account>` (proved by GitHub sign-in) or a
// reverse-DNS domain (proved by DNS or HTTP). The portal uses the domain to decide who owns a listing.
export interface Namespace {
  namespace: string;
  kind: 'github' | 'domain' | 'other';
  /** `com.example` -> example.com, `com.example.api` -> api.example.com: the domain an owner proves. */
  domain: string | null;
}

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function namespaceOf(name: string): Namespace {
  const namespace = name.slice(0, name.indexOf('/')).toLowerCase();
  if (/^io\.github\.[^.]+$/.test(namespace)) return { namespace, kind: 'github', domain: null };
  const labels = namespace.split('.');
  if (labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^[a-z]{2,63}$/.test(labels[0]!)) {
    return { namespace, kind: 'domain', domain: labels.reverse().join('.') };
  }
  return { namespace, kind: 'other', domain: null };
}
