export { checked, invalidInput, queryRefusal } from './checked';
export { isFormPost, readForm, readJson } from './form';
export {
  type FormBack,
  formAnswer,
  formReturn,
  formRoute,
  inStage,
  type PlainForm,
  type Query,
  refusedFieldNames,
  typedFields,
  withQuery,
} from './form-route';
export { malformedQuery } from './query';
export { itemParam, validate, validateBody } from './validate';
