import { EmptyState, PageFrame } from '@app/shared';

/** /repository: the organisation's documents, the knowledge base answers are drawn from. */
export default function RepositoryScreen() {
  return (
    <PageFrame title="Repository">
      <EmptyState
        title="No documents in the repository yet."
        description="Policies, reports and past questionnaires kept here are searched to draft answers, with citations."
      />
    </PageFrame>
  );
}
