export { enqueueToast, DeferredToastArea } from './toasts';
