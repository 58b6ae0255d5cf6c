/**
 * State shared by the grant and consumption forms: field text, per-field errors, the
 * suggested next id, and loading an operation from the event log for editing. A submit
 * either changes the scenario through the store or shows errors and changes nothing.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { OPERATIONS_PER_SCENARIO_MAX } from '../scenario/limits';
import type { Operation } from '../scenario/types';
import { useLabStore } from '../store';
import { selectEditedOperation } from '../store/viewSlice';
import { OPERATION_LIMIT_MESSAGE } from '../store/scenarioSlice';
import { recordedAction } from './formActions';
import { nextFreeId } from '../scenario/nextFreeId';
import type { FieldErrors, ParseOutcome } from './operationFields';

interface OperationFormOptions<Name extends string> {
  kind: Operation['kind'];
  idPrefix: string;
  /** DOM id of the form's id input, focused when an operation is loaded for editing. */
  idInputId: string;
  defaults: Omit<Record<Name, string>, 'id'>;
  parse(fields: Record<Name, string>, operations: readonly Operation[], editingIndex: number | null): ParseOutcome<Name>;
  fieldsOf(operation: Operation): Record<Name, string>;
}

type FormFields<Name extends string> = Record<Name, string> & { id: string };

export function useOperationForm<Name extends string>(options: OperationFormOptions<Name>) {
  const { kind, idPrefix, idInputId, defaults, parse, fieldsOf } = options;
  const operations = useLabStore((state) => state.scenario.operations);
  const editingIndex = useLabStore((state) => state.editingOperationIndex);
  const editedOperation = useLabStore(selectEditedOperation);
  const editing = editedOperation?.kind === kind ? editedOperation : undefined;
  const [suggestedId, setSuggestedId] = useState(() => nextFreeId(idPrefix, kind, operations));
  const [fields, setFields] = useState(() => ({ ...defaults, id: suggestedId }) as FormFields<Name>);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  /** A problem with the submit as a whole rather than one field (the operation limit). */
  const [formError, setFormError] = useState<string | null>(null);

  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing === undefined) {
      // Leaving edit mode (saved, cancelled, or another row chosen) must not leave the
      // edited operation's id behind, or the next add would repeat it.
      if (wasEditing.current) setFields((current) => ({ ...current, id: nextFreeId(idPrefix, kind, operations) }));
      wasEditing.current = false;
      return;
    }
    wasEditing.current = true;
    setFields({ ...fieldsOf(editing) } as FormFields<Name>);
    setErrors({});
    // The Edit button sits in the log, far from the form: move focus (and the view) there.
    document.getElementById(idInputId)?.focus();
  }, [editing]);

  useEffect(() => {
    // When the scenario changes under an untouched suggestion (a preset, an undo), the
    // suggestion may now clash; offer a fresh one instead.
    const fresh = nextFreeId(idPrefix, kind, operations);
    setFields((current) => (current.id === suggestedId && editing === undefined ? { ...current, id: fresh } : current));
    setSuggestedId(fresh);
    // The operation limit was about the scenario as it was; the next submit checks again.
    setFormError(null);
  }, [operations]);

  function setField(name: Name, value: string): void {
    setFields((current) => ({ ...current, [name]: value }));
    // A field's message is about the text it had: once it is edited, the next submit judges.
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = parse(fields, operations, editing === undefined ? null : editingIndex);
    if (parsed.operation === undefined) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const store = useLabStore.getState();
    const operation = parsed.operation;
    if (editing !== undefined && editingIndex !== null) {
      recordedAction('edit', editingIndex, () => store.replaceOperation(editingIndex, operation));
    } else if (operations.length >= OPERATIONS_PER_SCENARIO_MAX) {
      return setFormError(OPERATION_LIMIT_MESSAGE);
    } else {
      recordedAction('add', operations.length, () => store.addOperation(operation));
    }
    setFormError(null);
    // Keep the amount (people usually add several similar operations) and offer a free id.
    const nextId = nextFreeId(idPrefix, kind, useLabStore.getState().scenario.operations);
    setSuggestedId(nextId);
    setFields((current) => ({ ...current, id: nextId }));
  }

  function cancelEdit(): void {
    useLabStore.getState().stopEditing();
    setErrors({});
    setFormError(null);
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLFormElement>): void {
    if (event.key === 'Escape' && editing !== undefined) cancelEdit();
  }

  return { fields, errors, formError, setField, submit, editing: editing !== undefined, cancelEdit, cancelOnEscape };
}
