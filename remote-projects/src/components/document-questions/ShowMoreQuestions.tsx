import Button from '@mui/material/Button';
import type { QuestionPages } from './useQuestionPages';

interface ShowMoreQuestionsProps {
  pages: Pick<QuestionPages, 'questions' | 'count' | 'hasMore' | 'loadingMore' | 'loadMore'>;
  /** What the list holds, as the button names it: "questions", "assigned questions". */
  what?: string;
}

/** The next page of a question list, under the questions already shown; nothing once all are. */
export function ShowMoreQuestions({ pages, what = 'questions' }: ShowMoreQuestionsProps) {
  if (!pages.hasMore) return null;
  return (
    <Button variant="outlined" disabled={pages.loadingMore} onClick={() => void pages.loadMore()} sx={{ justifySelf: 'center' }}>
      {pages.loadingMore ? `Loading more ${what}…` : `Show more ${what} (${pages.questions?.length ?? 0} of ${pages.count})`}
    </Button>
  );
}
