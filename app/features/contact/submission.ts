/**
 * A retry of the very same submission (e.g. after a network error) reuses its id, so the server
 * stores and delivers it once; an edited submission gets a new id, so the edit is not dropped as
 * a duplicate.
 */
export interface SubmissionRef {
  id: string;
  /** Serialized content the id was created for. */
  key: string;
}

export function nextSubmission(
  previous: SubmissionRef | null,
  content: unknown,
  createId: () => string,
): SubmissionRef {
  const key = JSON.stringify(content);
  return previous && previous.key === key ? previous : { id: createId(), key };
}
