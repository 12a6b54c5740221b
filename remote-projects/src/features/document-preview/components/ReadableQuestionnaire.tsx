import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProjectDocument, QuestionAnswer } from '@app/shared/contract';
import { questionLabel } from '../../../components/document-questions/questionLabel';
import { ShowMoreQuestions } from '../../../components/document-questions/ShowMoreQuestions';
import type { QuestionPages } from '../../../components/document-questions/useQuestionPages';
import { PROCESSING_STATES } from '../../../components/WorkflowStateChip';

/** Only approved answers are the document's answers; the rest are not settled yet. */
function approvedAnswerText(question: QuestionAnswer): { text: string; settled: boolean } {
  if (question.status === 'approved' && question.answer.trim() !== '') return { text: question.answer, settled: true };
  if (question.status === 'not_applicable') return { text: 'Not applicable', settled: false };
  return { text: 'No approved answer yet', settled: false };
}

/** The questionnaire rendered in the page as a readable document: its sections, questions and approved answers. */
export function ReadableQuestionnaire({ document, pages }: { document: ProjectDocument; pages: QuestionPages }) {
  // The document came with the first page of its questions.
  const questions = pages.questions ?? [];
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label="Questions and approved answers"
      sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 2.5, maxWidth: 900 }}
    >
      {questions.length === 0 ? (
        <Typography color="text.secondary">
          {PROCESSING_STATES.includes(document.state)
            ? 'The questions are still being read from this file; they appear here and in the review once ready.'
            : 'No questions were found in this document.'}
        </Typography>
      ) : null}
      {questions.map((question, index) => {
        const startsSection = question.section !== null && question.section !== questions[index - 1]?.section;
        const answer = approvedAnswerText(question);
        return (
          <Box key={question.id} sx={{ display: 'grid', gap: 0.75 }}>
            {startsSection ? (
              <Typography variant="h6" component="h2" sx={{ mt: index === 0 ? 0 : 2 }}>
                {question.section}
              </Typography>
            ) : null}
            <Typography component="h3" variant="body1" sx={{ fontWeight: 600, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {/* The questionnaire's own ID, as the client refers to the question ("see AC-04"). */}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {questionLabel(question)}
              </Box>{' '}
              {question.question}
            </Typography>
            <Typography
              color={answer.settled ? 'text.primary' : 'text.secondary'}
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: answer.settled ? 'normal' : 'italic' }}
            >
              {answer.text}
            </Typography>
          </Box>
        );
      })}
      <ShowMoreQuestions pages={pages} />
    </Paper>
  );
}
