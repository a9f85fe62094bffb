import { useCombobox } from 'downshift';
import type { Environment } from 'downshift';
import { useCallback, useState } from 'react';
import type { Ref } from 'react';
import type { FieldControlProps } from './Field';

/** The most options a menu renders at once: a long list is narrowed by typing, never drawn whole. */
export const COMBOBOX_LIMIT = 50;

/** Props of {@link Combobox}; `T` is one option. */
export type ComboboxProps<T> = {
  /** Id and ARIA wiring from the surrounding `Field` (its label is `${id}-label`). */
  control: FieldControlProps;
  /** The options that match the text typed, best first. */
  matches: readonly T[];
  /** What the input shows for an option once chosen. */
  itemText: (item: T) => string;
  /** A second line under an option (a vendor's bank), if any. */
  itemDetail?: (item: T) => string | undefined;
  /** A last line under an option that tells it from one reading the same (a vendor's account ending), if any. */
  itemNote?: (item: T) => string | undefined;
  /** A stable key of an option. */
  itemKey: (item: T) => string;
  /** The text the input starts with; from then on the input owns it (typing fast drops no letters). */
  initialInputValue: string;
  /** Each change the person types. */
  onInputValueChange: (text: string) => void;
  /** The option chosen at the start, or null. */
  initialSelectedItem: T | null;
  onSelect: (item: T) => void;
  /**
   * The person is done typing (they left the field, or pressed Enter with the list closed): return
   * the option the text stands for ("GTBank") to choose it, or undefined to keep the text as typed.
   */
  onSettle?: (text: string) => T | undefined;
  /** Said (visibly in the menu and to screen readers) when nothing matches, and when the list is cut at the limit. */
  noMatch: string;
  more: (shown: number, total: number) => string;
  /** Names the button that opens the list, and the list ("Show banks", "Banks"). */
  toggleLabel: string;
  listLabel: string;
  inputRef?: Ref<HTMLInputElement>;
  readOnly?: boolean;
  inputMode?: 'text' | 'search';
};

/**
 * Downshift closes the menu on a mouseup it sees outside the combobox. It listens on `window`, where a
 * click inside a shadow root (the widget in a custom element) has the host as its target, so a click on
 * an option read as one outside and closed the menu unchosen. Inside a shadow root it listens on that
 * root, as its `environment` option is documented for; elsewhere it keeps its default.
 */
function useShadowEnvironment(): { environment?: Environment; attach: (node: HTMLElement | null) => void } {
  const [environment, setEnvironment] = useState<Environment>();
  const attach = useCallback((node: HTMLElement | null) => {
    const root = node?.getRootNode();
    if (root instanceof ShadowRoot) {
      setEnvironment({ addEventListener: root.addEventListener.bind(root), removeEventListener: root.removeEventListener.bind(root), document: root.ownerDocument, Node });
    }
  }, []);
  return { environment, attach };
}

/**
 * A searchable list on downshift's `useCombobox` (the WAI-ARIA 1.2 combobox pattern: the input keeps
 * focus, arrow keys move through the options, Enter or a click picks one, Escape closes the list and keeps
 * the choice). The first match is highlighted, so typing "gtb" and pressing Enter picks Guaranty Trust Bank.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { control, matches, itemText, itemDetail, itemNote, itemKey, noMatch } = props;
  const shown = matches.slice(0, COMBOBOX_LIMIT);
  const { environment, attach } = useShadowEnvironment();
  const { isOpen, highlightedIndex, inputValue, selectedItem, selectItem, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = useCombobox<T>({
    ...(environment ? { environment } : {}),
    items: shown,
    itemToString: (item) => (item ? itemText(item) : ''),
    itemToKey: (item) => (item ? itemKey(item) : null),
    inputId: control.id,
    labelId: `${control.id}-label`,
    initialInputValue: props.initialInputValue,
    initialSelectedItem: props.initialSelectedItem,
    defaultHighlightedIndex: 0,
    onInputValueChange: ({ inputValue: text, type }) => {
      // Picking an option is reported through onSelect; only typing is passed on here.
      if (type === useCombobox.stateChangeTypes.InputChange) props.onInputValueChange(text);
    },
    onSelectedItemChange: ({ selectedItem: item }) => {
      if (item) props.onSelect(item);
    },
    // Leaving the field keeps what was typed rather than silently picking the highlighted option.
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputBlur ? { ...changes, selectedItem: _state.selectedItem, inputValue: _state.inputValue } : changes,
  });
  const settle = () => {
    const item = props.onSettle?.(inputValue);
    if (item !== undefined && item !== selectedItem) selectItem(item);
  };
  const status = !isOpen ? '' : shown.length === 0 ? noMatch : matches.length > shown.length ? props.more(shown.length, matches.length) : '';
  return (
    <div ref={attach} className="nr-combobox" data-slot="combobox" data-state={isOpen ? 'open' : 'closed'}>
      <div className="nr-input-wrap" data-slot="input-wrap">
        <input
          type="text"
          className="nr-input"
          {...getInputProps({
            ...control,
            ref: props.inputRef,
            onBlur: settle,
            onKeyDown: (event) => {
              if (event.key === 'Enter' && !isOpen) settle();
              // Escape closes an open list. With the list closed, downshift would wipe the text and the choice and
              // keep the key from a dialog around the widget: the choice stays, and Escape goes on to the dialog.
              if (event.key === 'Escape' && !isOpen) Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
            },
            readOnly: props.readOnly,
            inputMode: props.inputMode,
            spellCheck: false,
            autoCapitalize: 'off',
          })}
        />
        {!props.readOnly && (
          <button type="button" className="nr-combobox-toggle" {...getToggleButtonProps({ 'aria-label': props.toggleLabel, tabIndex: -1 })}>
            <span aria-hidden="true">▾</span>
          </button>
        )}
      </div>
      <ul className="nr-combobox-menu" {...getMenuProps({ 'aria-label': props.listLabel })} hidden={!isOpen || shown.length === 0}>
        {isOpen &&
          shown.map((item, index) => (
            <li
              key={itemKey(item)}
              className="nr-combobox-option"
              data-highlighted={highlightedIndex === index ? '' : undefined}
              // The tick marks the option chosen; downshift's aria-selected follows the highlight.
              data-chosen={selectedItem !== null && itemKey(selectedItem) === itemKey(item) ? '' : undefined}
              {...getItemProps({ item, index })}
            >
              <span className="nr-choice-label">{itemText(item)}</span>
              {itemDetail?.(item) && <span className="nr-choice-detail">{itemDetail(item)}</span>}
              {itemNote?.(item) && <span className="nr-choice-detail">{itemNote(item)}</span>}
            </li>
          ))}
      </ul>
      <p className="nr-combobox-status" role="status">
        {status}
      </p>
    </div>
  );
}
