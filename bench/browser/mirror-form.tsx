import { zodResolver } from '@hookform/resolvers/zod';
import { createElement, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormRegister } from 'react-hook-form';
import * as z from 'zod/mini';

/** A rendered DOM tree as plain data, replayed by `MirrorForm` with the same elements and attributes. */
export type Markup = { tag: string; props: Record<string, unknown>; children: Array<Markup | string> };

/** What the baseline needs: the widget's markup and a zod/mini schema of its named fields. */
export type MirrorSpec = { markup: Markup; schema: z.ZodMiniType<FieldValues, FieldValues>; inputs: number };

const FIELD_TAGS = new Set(['input', 'select', 'textarea']);
const VOID_TAGS = new Set(['input', 'img', 'br', 'hr', 'meta', 'link', 'source', 'col', 'wbr', 'area']);
const BOOLEAN_ATTRIBUTES = new Set(['disabled', 'required', 'hidden', 'readonly', 'multiple', 'novalidate', 'open', 'autofocus']);
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  inputmode: 'inputMode',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  autocapitalize: 'autoCapitalize',
  novalidate: 'noValidate',
  autofocus: 'autoFocus',
};

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const [name, ...value] = declaration.split(':');
    if (!name?.trim() || !value.length) continue;
    const key = name.trim().startsWith('--') ? name.trim() : name.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = value.join(':').trim();
  }
  return style;
}

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const tag = element.localName;
  const checkable = tag === 'input' && ['radio', 'checkbox'].includes(element.getAttribute('type') ?? '');
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'style') props.style = styleObject(value);
    else if (name === 'checked') props.defaultChecked = true;
    else if (name === 'value' && FIELD_TAGS.has(tag) && !checkable) props.defaultValue = value;
    else if (BOOLEAN_ATTRIBUTES.has(name)) props[PROP_NAMES[name] ?? name] = true;
    else props[PROP_NAMES[name] ?? name] = value;
  }
  return props;
}

/** Reads a rendered element into `Markup` (comments and whitespace-only text dropped). */
export function snapshotMarkup(element: Element): Markup {
  const children: Array<Markup | string> = [];
  for (const child of Array.from(element.childNodes)) {
    if (child instanceof Element) children.push(snapshotMarkup(child));
    else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) children.push(child.textContent);
  }
  return { tag: element.localName, props: propsOf(element), children };
}

function fieldNames(markup: Markup, names = new Set<string>()): Set<string> {
  if (FIELD_TAGS.has(markup.tag) && typeof markup.props.name === 'string') names.add(markup.props.name);
  for (const child of markup.children) if (typeof child !== 'string') fieldNames(child, names);
  return names;
}

/** The baseline for a rendered widget: its markup, and a zod/mini schema requiring each named field. */
export function mirrorSpec(element: Element): MirrorSpec {
  const markup = snapshotMarkup(element);
  const names = [...fieldNames(markup)];
  const shape = Object.fromEntries(names.map((name) => [name, z.string().check(z.minLength(1, `${name}: required`))]));
  return { markup, schema: z.object(shape) as unknown as MirrorSpec['schema'], inputs: element.querySelectorAll('input, select, textarea').length };
}

type Submit = (event: FormEvent) => void;

function replay(node: Markup | string, register: UseFormRegister<FieldValues>, onSubmit: Submit, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const { tag, props, children } = node;
  const name = props.name;
  const field = FIELD_TAGS.has(tag) && typeof name === 'string' ? register(name) : {};
  const submit = tag === 'form' ? { onSubmit } : {};
  const kids = VOID_TAGS.has(tag) ? [] : children.map((child, index) => replay(child, register, onSubmit, index));
  return createElement(tag, { key, ...props, ...field, ...submit }, ...kids);
}

/**
 * The idiomatic baseline: react-hook-form with zodResolver over the same markup as a widget, every
 * named input registered, validated on blur as the widgets are. No other library, no state of its own.
 */
export function MirrorForm({ spec }: { spec: MirrorSpec }) {
  const { register, handleSubmit } = useForm<FieldValues>({ resolver: zodResolver(spec.schema), mode: 'onTouched' });
  const onSubmit = handleSubmit(() => undefined);
  return replay(spec.markup, register, (event) => void onSubmit(event));
}
