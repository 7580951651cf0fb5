export { isFormPost, readForm, readJson } from './form';
export { formRoute, refusedFieldNames, typedFields } from './form-route';
export { malformedQuery } from './query';
export { invalidInput, itemParam, queryRefusal, validate, validateBody } from './validate';
