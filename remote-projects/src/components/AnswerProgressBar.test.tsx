import { render, screen } from '@testing-library/react';
import { AnswerProgressBar, describeProgress, describeSuggested } from './AnswerProgressBar';
import { anAnswerProgress } from '../testing/projectFixtures';

describe('answer progress in words', () => {
  test('not applicable is counted apart from approved, and the bar counts both as done', () => {
    const progress = anAnswerProgress(1, 49, { not_applicable: 1, suggested: 47, percent: (100 * 2) / 49 });
    render(<AnswerProgressBar progress={progress} label="Progress of security.xlsx" />);
    expect(screen.getByText('4% · 1 approved, 1 not applicable of 49')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of security.xlsx' })).toHaveAttribute('aria-valuetext', '4%, 1 approved, 1 not applicable of 49');
  });

  test('without any not applicable it says how many are approved; without questions, that there are none', () => {
    expect(describeProgress(anAnswerProgress(2, 49))).toBe('2 of 49 answers approved');
    expect(describeProgress(anAnswerProgress(1200, 1500))).toBe('1,200 of 1,500 answers approved');
    expect(describeProgress(anAnswerProgress(0, 0))).toBe('No questions yet');
  });

  test('a cancelled questionnaire says how many questions have suggestions', () => {
    expect(describeSuggested(anAnswerProgress(0, 1500, { suggested: 100, unanswered: 1380, edited: 20 }))).toBe('120 of 1,500 questions have suggestions');
    expect(describeSuggested(anAnswerProgress(0, 0))).toBe('No questions were read');
  });
});
