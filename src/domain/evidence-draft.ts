/**
 * An evidence form's pictures wait and upload as a draft's media (the one media queue, decision 010), in a draft
 * named after the evidence: such a draft is no goods draft, and the goods list leaves it out.
 */
export const EVIDENCE_DRAFT_PREFIX = 'evidence-';

export function evidenceDraftId(evidenceId: string): string {
  return `${EVIDENCE_DRAFT_PREFIX}${evidenceId}`;
}

export function isEvidenceDraft(draftId: string): boolean {
  return draftId.startsWith(EVIDENCE_DRAFT_PREFIX);
}
