export { isFormPost, readForm, readJson } from './form';
export { formRoute } from './form-route';
export { malformedQuery } from './query';
export { invalidInput, itemParam, validate, validateBody } from './validate';
