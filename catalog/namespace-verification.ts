// How we know who published a listing, in words an agent can repeat. The registry proves the namespace
// at publish time (GitHub sign-in for io.github.*, DNS or HTTP for a reverse-DNS domain); a claim in our
// portal proves the domain again, to us, and is shown on top.
export interface NamespaceVerification {
  namespace: string;
  kind: 'github' | 'domain' | 'other';
  registryProof: string;
  claimedBy: string | null;
  summary: string;
}

export function namespaceVerification(input: {
  namespace: string;
  kind: string;
  domain: string | null;
  claimDomain: string | null;
}): NamespaceVerification {
  const kind = input.kind === 'github' || input.kind === 'domain' ? input.kind : 'other';
  const account = input.namespace.replace(/^io\.github\./, '');
  const registryProof =
    kind === 'github'
      ? `the registry checked that the publisher signed in as the GitHub account "${account}"`
      : kind === 'domain'
        ? `the registry checked that the publisher controls the domain ${input.domain ?? input.namespace} (DNS or HTTP)`
        : 'the registry namespace is not a GitHub account or a domain; how it was proved is not known';
  const claimedBy = input.claimDomain ? `claimed by the owner of ${input.claimDomain}` : null;
  return {
    namespace: input.namespace,
    kind,
    registryProof,
    claimedBy,
    summary: claimedBy ? `${claimedBy}; ${registryProof}` : registryProof,
  };
}
