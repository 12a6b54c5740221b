// The questionnaire feature's public face: what the project screens (onboarding, details) use to
// choose and upload questionnaires. Other features import it from here, never from its folders.
export { QuestionnaireFilesField } from './components/QuestionnaireFilesField';
export { useQuestionnaireUploads, type QuestionnaireUploads } from './hooks/useQuestionnaireUploads';
