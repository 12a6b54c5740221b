import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentReview } from '../hooks/useDocumentReview';
import { QuestionCard } from './question/QuestionCard';
import { ReviewFrame } from './ReviewFrame';

/** /project/document-review/{documentId}: every question as a card under its section, reviewed with the mouse or the keys. */
export default function DocumentReviewScreen() {
  const { documentId = '' } = useParams();
  const review = useDocumentReview(documentId);
  return (
    <ReviewFrame review={review} layout="rich">
      {(questions) => (
        // Articles under their section headings, not a list: a list may hold nothing but its items.
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {questions.map((question, index) => {
            const startsSection = question.section !== null && question.section !== questions[index - 1]?.section;
            return (
              <Fragment key={question.id}>
                {startsSection ? (
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: index === 0 ? 0 : 1.5 }}>
                    {question.section}
                  </Typography>
                ) : null}
                <QuestionCard {...review.itemProps(question, index)} />
              </Fragment>
            );
          })}
        </Box>
      )}
    </ReviewFrame>
  );
}
