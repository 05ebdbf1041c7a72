// Forms: one state per form (values, baseline, the record version they are based on), client checks
// per field with the server's rules, the server's VALIDATION_FAILED `errors` put on their fields,
// dirty tracking for the unsaved-changes prompt, a draft in sessionStorage (lib/drafts) that
// survives a failed save, a reload and an expired session until saved or discarded, a busy submit,
// and guarded-write conflicts (409 with `current`): keep the typing or load the other version with
// the typing kept aside. The core is a pure reducer; useForm is the thin hook over it, and
// useEditor the one pattern of every record editor (guarded save, keep mine / load theirs).
export {
  checkAll, checkValue, email, httpUrl, maxLength, password, phone, required, serverProblem,
  type FieldProblem, type FormRules, type Rule,
} from './checks';
export {
  formReducer, initialFormState, isDirty, sameValues,
  type FormAction, type FormConflict, type FormState, type FormValues, type FormVersion,
} from './state';
export { formFailure, readConflict } from './failure';
export { DRAFT_WRITE_DELAY_MS, restoreFormState, storeDraftNow, useDraftSync } from './persist';
export { useForm, type FormApi, type SubmitHandler, type TextBinding, type UseFormOptions } from './use-form';
export { useEditor, type EditorApi, type EditorSave, type UseEditorOptions } from './use-editor';
