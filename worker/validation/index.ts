export { isFormPost, readForm, readJson } from './form';
export { invalidInput, itemParam, validate, validateBody } from './validate';
