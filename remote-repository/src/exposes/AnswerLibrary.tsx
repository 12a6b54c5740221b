// /answer-library; the host loads this module lazily, so the screen needs no chunk of its own.
export { default } from '../features/answer-library/components/AnswerLibraryScreen';
