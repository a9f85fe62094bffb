import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { createFormControl, useForm } from 'react-hook-form';
import type { FieldValues, Resolver, UseFormProps, UseFormReturn } from 'react-hook-form';

/** How a flow gets its form: react-hook-form's `useForm` (the headless hooks) or `useWidgetForm` (the widgets). */
export type FormHook = <V extends FieldValues>(props: UseFormProps<V>) => UseFormReturn<V>;

/** Runs react-hook-form's lifecycle (`useForm({ formControl })`) for a form made outside React; renders nothing. */
function FormLifecycle<V extends FieldValues>({ options }: { options: UseFormProps<V> }) {
  useForm(options);
  return null;
}

/**
 * Mounts `FormLifecycle` in a render after the widget's first paint. None of its work is the first
 * paint's: the fields register themselves, and what `useForm` adds (the form marked mounted and
 * ready, the owner's subscription) it does in effects. Mounted with the widget, its layout effect's
 * ready update re-rendered it before the browser could paint.
 */
function AfterFirstCommit<V extends FieldValues>({ options }: { options: UseFormProps<V> }) {
  const [mounted, setMounted] = useState(false);
  // The second render is the point: it takes the lifecycle out of the first paint.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  return mounted ? createElement(FormLifecycle<V>, { options }) : null;
}

const lifecycles = new WeakMap<object, ReactElement>();

/**
 * The widgets' form: made once with `createFormControl`, its lifecycle run by a child that renders
 * nothing (`formLifecycle`, placed after the steps, where an owner's effects would run), mounted
 * once the widget has painted.
 * react-hook-form re-renders the component that calls `useForm` right after mount (`isReady`) and
 * whenever a form state it reads changes; here that is the child, not the flow and every hook of
 * its engine. The options are read once: pass a resolver that stays the same (`useCurrentResolver`).
 * The headless hooks keep `useForm` in the host's component, whose `form.formState` updates it as usual.
 */
export function useWidgetForm<V extends FieldValues>(props: UseFormProps<V>): UseFormReturn<V> {
  const [form] = useState(() => {
    const { formControl } = createFormControl(props);
    // The form state as it is at each access, the control's own (nothing in the widgets re-renders on it).
    const made = Object.defineProperty({ ...formControl }, 'formState', { get: () => formControl.control._formState });
    // Without the default values, which `useForm` would reset the form to on the child's first render.
    const { defaultValues: _, ...options } = props;
    lifecycles.set(made, createElement(AfterFirstCommit<V>, { options: { ...options, formControl } }));
    return made as UseFormReturn<V>;
  });
  return form;
}

/** The element that runs a widget form's lifecycle (nothing for a form from `useForm`). */
export const formLifecycle = (form: object): ReactElement | null => lifecycles.get(form) ?? null;

/** A resolver that stays the same function while the rules it calls change (a list arrives, the wording changes). */
export function useCurrentResolver<V extends FieldValues>(resolver: Resolver<V>): Resolver<V> {
  const current = useRef(resolver);
  useEffect(() => {
    current.current = resolver;
  });
  return useCallback<Resolver<V>>((...args) => current.current(...args), []);
}
