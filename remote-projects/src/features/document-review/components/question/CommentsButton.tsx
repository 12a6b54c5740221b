import Button from '@mui/material/Button';
import type { QuestionAnswer } from '@app/shared/contract';
import { questionLabel } from '../../reviewText';

/** Opens the question's comments; its name says how many and on which question. */
export function CommentsButton({ question, onOpen }: { question: QuestionAnswer; onOpen(question: QuestionAnswer): void }) {
  return (
    <Button size="small" aria-label={`Comments (${question.comments_count}) on question ${questionLabel(question)}`} onClick={() => onOpen(question)}>
      Comments ({question.comments_count})
    </Button>
  );
}
