import { startTransition, Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "./useHydrated";

/**
 * A page's forms kept as the server's HTML while the page hydrates (issue 27).
 *
 * Their code (react-hook-form, zod and the schemas) and its first render were the longest task of
 * the pages where buyers order. Here the page hydrates without them: the server's form stays in
 * the page as plain HTML and takes what is typed, and its code is loaded the moment the buyer
 * focuses a field, points at or presses something in it (or had typed before the page hydrated),
 * and otherwise as soon as the browser is idle after hydration. The forms are then rendered in its
 * place, and what was typed, focused or pressed in the server's HTML is given to them as if done
 * again (input events, the focus, the click): their own handlers see it, so nothing typed is lost
 * or ordered otherwise.
 *
 * Issue 35: the server's HTML cannot be the form a buyer orders with. What arrives after hydration
 * (the business details' address and phone, the company's addresses, the access token) only
 * reaches the live forms, and their buttons wait for hydration; kept as HTML until a keystroke,
 * a returning buyer's form stayed empty and Place order disabled. So the forms never wait for the
 * buyer: the idle moment after hydration brings them in.
 *
 * Issue 38 item 6: on the tool page and the cart that idle moment was most of the load's blocking
 * time (Lighthouse's TBT ~800 → ~200 ms without it). There the server now renders the whole form
 * (the buyer's address and number, the bill for their country) and the buttons that waited only
 * for hydration are enabled once it is done (`untilReached`): the HTML is the form a buyer orders
 * with until they reach for it, and a press on it is pressed again on the live form.
 *
 * What the buyer did is read at the moment the server's HTML leaves the page (in the commit that
 * swaps it), never before: a swap landing between a focus and the keys typed after it (a
 * transition's commit, the code arriving) finds the field, its text and its caret as they are then.
 */

/** One field as the buyer left it in the server's HTML. */
interface TypedField {
  key: string;
  value: string;
  checked: boolean;
}

interface SlotState {
  typed: TypedField[];
  /** `whole`: a field that hides its caret (number, email) had its text selected whole (`select()`), and nothing typed since. */
  focus: { key: string; start: number | null; end: number | null; whole: boolean } | null;
  /** The button pressed in the server's HTML (its index in the slot), pressed again once the forms are in. */
  click: number | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Kinds of input that hold nothing a buyer types. */
const NOT_TYPED = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");
}

/** Sets a field's value through the element's own setter: React's record of the value stays behind, so the input event sent after is taken for the change it is. */
function setValueBehindReact(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
}

function fieldsOf(container: HTMLElement): [string, Field][] {
  const seen = new Map<string, number>();
  const fields: [string, Field][] = [];
  for (const field of container.querySelectorAll<Field>("input, textarea, select")) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    // By name (a radio or checkbox by its value too), counted, so the same field is found in the
    // forms' own HTML; a field without a name by its place among those.
    const base = field.name ? `${field.name}=${isToggle(field) ? field.value : ""}` : "";
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    fields.push([`${base}#${count}`, field]);
  }
  return fields;
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return [...field.options].some((option) => option.selected !== option.defaultSelected);
    // A list with no option marked selected in the HTML shows its first: that is not a change.
    return field.selectedIndex !== Math.max(0, [...field.options].findIndex((option) => option.defaultSelected));
  }
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** What the buyer did in the server's HTML: the fields they changed, the focus, no press yet. */
function snapshot(holder: HTMLElement, slot: SlotState, selectedWhole: Field | null): void {
  const fields = fieldsOf(holder);
  slot.typed = fields.filter(([, field]) => changed(field)).map(([key, field]) => ({ key, value: field.value, checked: field instanceof HTMLInputElement && field.checked }));
  const focused = fields.find(([, field]) => field === document.activeElement);
  slot.focus = null;
  if (focused) {
    const [key, field] = focused;
    let start: number | null = null;
    let end: number | null = null;
    try {
      if (!(field instanceof HTMLSelectElement)) ({ selectionStart: start, selectionEnd: end } = field);
    } catch {
      // A number or date input has no selection to read.
    }
    slot.focus = { key, start, end, whole: field === selectedWhole && field.value !== "" };
  }
}

/** The forms' fields that take what the buyer typed in the server's HTML. */
function retypable(fields: Map<string, Field>, slot: SlotState): [Field, TypedField][] {
  const found: [Field, TypedField][] = [];
  for (const typed of slot.typed) {
    const field = fields.get(typed.key);
    if (field && !field.disabled && (field instanceof HTMLSelectElement || !field.readOnly)) found.push([field, typed]);
  }
  return found;
}

/**
 * In the commit that brings the forms in, before the browser can take another key: the fields
 * show what was typed and the focus is where it was, so a key pressed before the forms' effects
 * run lands in the right field, in the right place. Nothing is announced yet (`announce`).
 */
function restore(container: HTMLElement, slot: SlotState): void {
  const fields = new Map(fieldsOf(container));
  for (const [field, typed] of retypable(fields, slot)) if (!isToggle(field)) setValueBehindReact(field, typed.value);
  const focused = slot.focus && fields.get(slot.focus.key);
  if (!slot.focus || !focused) return;
  const { start, end, whole } = slot.focus;
  focused.focus();
  if (focused instanceof HTMLSelectElement) return;
  try {
    if (start !== null) return focused.setSelectionRange(start, end);
  } catch {
    // A date input keeps its own caret.
    return;
  }
  // A number or email field hides its caret from scripts. Its text selected whole stays so, and the
  // keys typed next replace it (150 typed over a selected 100 is 150, never 150100); otherwise the
  // caret goes to the end, where a buyer typing goes on (setting the value puts it there).
  if (whole) return focused.select();
  const value = focused.value;
  setValueBehindReact(focused, "");
  setValueBehindReact(focused, value);
}

/** Once the forms' effects run: tells them what was typed (as input events) and presses what was pressed. */
function announce(container: HTMLElement, slot: SlotState): void {
  for (const [field, typed] of retypable(new Map(fieldsOf(container)), slot)) {
    if (isToggle(field)) {
      if (field.checked !== typed.checked) field.click();
      continue;
    }
    const value = field.value;
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    // Sent from inside React's commit, the event's update is not rendered before React puts a
    // controlled field back to its state (empty): a handler whose updater reads the field when it
    // runs (`setPrices((p) => … event.target.value …)`) would read that. The text goes back, as
    // the field will show it once the update renders. CI lost the second and third prices of a
    // cart's offer this way.
    if (field.value !== value) setValueBehindReact(field, value);
  }
  slot.typed = [];
  slot.focus = null;
  const pressed = slot.click === null ? undefined : container.querySelectorAll("button")[slot.click];
  slot.click = null;
  pressed?.click();
}

/** The longest the forms wait for an idle moment after hydration (a busy page still gets them). */
export const IDLE_TIMEOUT_MS = 1500;

/** Runs `task` when the browser is next idle (at the latest after IDLE_TIMEOUT_MS); answers how to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: a moment after the hydrating tasks will do.
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

export interface DeferredForms {
  /** True once the forms render (at once on a page opened in the browser, and on the server). */
  live: boolean;
  /** Loads the forms' code and puts them in place of the server's HTML. */
  reach: () => void;
  /** What one slot (by its id) holds of what the buyer did before the forms were in. */
  slot: (id: string) => SlotState;
  /**
   * Brings the forms in when the browser is next idle, as each slot shown asks: a page whose
   * slots are not shown (a quote the reader cannot answer) loads nothing. Null once they are in,
   * before the page hydrates, and for forms that wait for the buyer (`untilReached`).
   */
  idle: (() => void) | null;
}

/** The page's slots, by id: one object for the page's life, read and written outside rendering. */
function slotRegistry(): (id: string) => SlotState {
  const slots = new Map<string, SlotState>();
  return (id) => {
    let slot = slots.get(id);
    if (!slot) {
      slot = { typed: [], focus: null, click: null };
      slots.set(id, slot);
    }
    return slot;
  };
}

export interface DeferredFormsOptions {
  /**
   * The server's HTML is the whole form: what fills it is loaded by the server (the buyer's
   * address, the bill), and its buttons that wait only for hydration say so
   * (`data-waits-for-hydration`, enabled once the page hydrates; a press is pressed again once the
   * forms are in). The forms then come in only when the buyer reaches for them, not at the first
   * idle moment: their code and first render (the longest work of the tool page and the cart after
   * hydration, issue 38 item 6) are not spent on a visit that orders nothing.
   */
  untilReached?: boolean;
}

export const UNTIL_REACHED: DeferredFormsOptions = { untilReached: true };

/**
 * The forms of one page, which go live together (what one form sets, another shows). `load`
 * loads all their code; the components read it with `use` (lib/preloadable.tsx), so nothing
 * suspends once it is in.
 */
export function useDeferredForms(load: () => Promise<unknown>, { untilReached = false }: DeferredFormsOptions = {}): DeferredForms {
  const hydrated = useHydrated();
  // The render that hydrates the server's HTML keeps it; the server and a page opened in the
  // browser render the forms.
  const [live, setLive] = useState(() => typeof window === "undefined" || hydrated);
  const [slot] = useState(slotRegistry);
  /** The forms' code was asked for (it is loading, or the forms render); false again if the load failed. */
  const asked = useRef(false);
  /** Somebody reached for the forms (a focus, a press, a typed key): they come in at once. */
  const wanted = useRef(false);
  const start = useCallback(() => {
    asked.current = true;
    load().then(
      () => {
        // Wanted: at once, in one piece (the forms' effects run in the same task as the swap).
        if (wanted.current) return flushSync(() => setLive(true));
        // Nobody is at the forms: React renders them in slices, giving the browser its turn between
        // them (their first render was a long task after every ordering page's load).
        startTransition(() => setLive(true));
      },
      (error: unknown) => {
        // Asked for again at the next reach (a dropped connection is not the end of the forms).
        asked.current = false;
        wanted.current = false;
        console.error("the forms' code did not load:", error);
      },
    );
  }, [load]);
  const reach = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    // While the forms render in a transition, a reach leaves them to land: the server's HTML takes
    // the keys meanwhile, and the swap reads it then. Swapping inside the focus event instead put
    // the buyer in a new field before the keys that followed it (Playwright's fill selects the old
    // field's text, then types: 150 went in front of 100).
    if (!asked.current) start();
  }, [start]);
  const bringIn = useCallback(() => {
    if (!asked.current) start();
  }, [start]);
  // Nobody reached for them: a slot on the page brings them in once the hydrated page leaves the
  // browser idle, unless their HTML is the whole form.
  return { live, reach, slot, idle: live || !hydrated || untilReached ? null : bringIn };
}

/** The server's HTML, left as it is by the hydrating render and those after it. */
const SERVER_HTML = { __html: "" };

interface DeferredSlotProps {
  forms: DeferredForms;
  /** Shown while the forms' code loads on a page opened in the browser (a box of about their height). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Where some of a page's deferred forms stand; laid out as if the forms were its parent's own children. */
export function DeferredSlot({ forms, fallback, children }: DeferredSlotProps) {
  const id = useId();
  const { reach, slot, idle } = forms;
  useEffect(() => (idle ? whenIdle(idle) : undefined), [idle]);
  const holder = useCallback(
    (holder: HTMLDivElement | null) => {
      if (!holder) return;
      // A button the server rendered disabled only because the page had not hydrated: it has now,
      // and a press is caught below and pressed again once the forms are in.
      for (const button of holder.querySelectorAll<HTMLButtonElement>("button[data-waits-for-hydration]")) button.disabled = false;
      // Typed in (or focused) before the page hydrated: the forms are wanted now.
      if (holder.contains(document.activeElement) || fieldsOf(holder).some(([, field]) => changed(field))) reach();
      // The field whose text was last selected (Playwright's fill and a double click select it
      // whole), until something is typed: where the caret cannot be read, this tells a selection
      // the next keys replace from a caret they follow.
      let selectedWhole: Field | null = null;
      const selected = (event: Event) => {
        const field = event.target;
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) selectedWhole = field;
      };
      const typed = () => {
        selectedWhole = null;
      };
      holder.addEventListener("select", selected, true);
      holder.addEventListener("input", typed, true);
      // React detaches a ref before it takes its element out: the HTML is read as the forms replace it.
      return () => {
        holder.removeEventListener("select", selected, true);
        holder.removeEventListener("input", typed, true);
        snapshot(holder, slot(id), selectedWhole);
      };
    },
    [id, reach, slot],
  );

  if (!forms.live) {
    return (
      <div
        key="server"
        className="contents"
        ref={holder}
        dangerouslySetInnerHTML={SERVER_HTML}
        suppressHydrationWarning
        onFocusCapture={reach}
        // Filled in without a focus (the browser's autofill, a test's selectOption): wanted too.
        onInputCapture={reach}
        onChangeCapture={reach}
        onPointerOverCapture={reach}
        onPointerDownCapture={reach}
        onClickCapture={(event) => {
          const button = event.target instanceof Element ? event.target.closest("button") : null;
          if (!button) return;
          // Pressed before its code is in: pressed again once it is, never sent as a plain HTML form.
          event.preventDefault();
          slot(id).click = [...event.currentTarget.querySelectorAll("button")].indexOf(button);
          reach();
        }}
        onSubmitCapture={(event) => event.preventDefault()}
      />
    );
  }
  return (
    <div key="forms" className="contents">
      <Suspense fallback={fallback}>
        {children}
        <Replay slot={slot} id={id} />
      </Suspense>
    </div>
  );
}

/** Rendered after the slot's forms, so its effects run once they are in the page. */
function Replay({ slot, id }: { slot: (id: string) => SlotState; id: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const container = marker.current?.parentElement;
    if (container) restore(container, slot(id));
  }, [slot, id]);
  useEffect(() => {
    const container = marker.current?.parentElement;
    if (container) announce(container, slot(id));
  }, [slot, id]);
  return <span ref={marker} hidden />;
}
