export { isFormPost, readForm, readJson } from './form';
export {
  type FormBack,
  formAnswer,
  formRoute,
  type PlainForm,
  type Query,
  refusedFieldNames,
  typedFields,
  withQuery,
} from './form-route';
export { malformedQuery } from './query';
export { checked, invalidInput, itemParam, queryRefusal, validate, validateBody } from './validate';
