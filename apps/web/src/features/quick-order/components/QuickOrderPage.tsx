import type { QuickOrderLine } from "@shop/contract";
import { cartMessages, currentLanguage, formatDollars, localDigits, MAX_ORDER_LINES, QUICK_ORDER_MAX_LINES, QUICK_ORDER_TEXT_MAX, QUOTE_REQUEST_ANCHOR, quickOrderLabels, quickOrderMessages, quickOrderPageTexts, quickOrderRows, yourPriceTexts } from "@shop/contract";
import { CircleAlert, CircleCheck, ShoppingCart } from "lucide-react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { FieldFrame } from "../../../components/FieldFrame";
import { PageTitle } from "../../../components/PageTitle";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { isApiError, errorMessage } from "../../../lib/api";
import { addToCart } from "../../../lib/cart";
import { useExampleLine } from "../../../lib/skuExample";
import { useHydrated } from "../../../lib/useHydrated";
import { useCheckQuickOrder } from "../api/checkQuickOrder";
import { cartLinesOf, readText, withQuantity } from "./pad";

/** A CSV of 200 lines is a few KB; a file far larger is not a quick order (and would freeze the page to read). */
const FILE_MAX_KB = 256;

/** Why the pad cannot be sent as it is, before asking the server; null when it can. */
function padProblem(text: string): string | null {
  const count = quickOrderRows(text).length;
  if (count === 0) return quickOrderMessages.noLines;
  if (count > QUICK_ORDER_MAX_LINES) return quickOrderMessages.tooManyLines(QUICK_ORDER_MAX_LINES);
  return null;
}

/**
 * /quick-order (issue 27, item 5): a buyer types or pastes `SKU quantity` lines, or uploads a
 * CSV of them; the server checks every line at once and each says what is wrong with it, with
 * a one-click fix for a pack size and a way to a quote beyond the stock; the ready lines go to
 * the cart together. The pad's text is the one source: a fix rewrites its line and checks again.
 */
export function QuickOrderPage() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const check = useCheckQuickOrder();
  const [text, setText] = useState("");
  /** The text the shown lines answer; once the pad is edited they are out of date. */
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const lines = check.data;
  const stale = lines !== undefined && checkedText !== text;
  const ready = lines ? cartLinesOf(lines) : [];
  const refusal = check.error ? (isApiError(check.error) ? (check.error.fields[0]?.message ?? check.error.message) : errorMessage(check.error)) : null;

  const run = (pad: string) => {
    const local = padProblem(pad);
    setProblem(local);
    if (local) return;
    setCheckedText(pad);
    check.mutate({ text: pad }, { onSuccess: () => resultsRef.current?.focus() });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.isPending) run(text);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setFileProblem(null);
    if (file.size > FILE_MAX_KB * 1024) {
      setFileProblem(quickOrderMessages.fileTooLarge(FILE_MAX_KB));
      return;
    }
    let content: string;
    try {
      content = await readText(file);
    } catch {
      setFileProblem(quickOrderMessages.fileUnreadable);
      return;
    }
    setText(content);
    run(content);
  };

  const roundUp = (line: QuickOrderLine, quantity: number) => {
    const next = withQuantity(text, line.line, quantity);
    setText(next);
    run(next);
  };

  const onAdd = () => {
    let added = 0;
    let refused = 0;
    for (const line of ready) {
      if (addToCart(line.productId, line.quantity) === "full") refused += 1;
      else added += 1;
    }
    if (added > 0) toast.success(quickOrderMessages.added(added), { action: { label: cartMessages.viewCart, onClick: () => void navigate("/cart") } });
    if (refused > 0) toast.error(quickOrderMessages.notAdded(refused, MAX_ORDER_LINES));
  };

  const padError = problem ?? refusal ?? undefined;
  const example = useExampleLine();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <PageTitle>{`${quickOrderLabels.heading} · AgroForge`}</PageTitle>
      <h1 className="mb-2 font-display text-3xl font-bold sm:text-4xl">{quickOrderLabels.heading}</h1>
      <p className="mb-6 max-w-prose text-base-content/80">{quickOrderLabels.intro}</p>

      <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-4">
        <TextAreaField
          label={quickOrderLabels.text}
          hint={example ? quickOrderLabels.textHintLike(example) : quickOrderLabels.textHint}
          error={padError}
          rows={8}
          maxLength={QUICK_ORDER_TEXT_MAX}
          spellCheck={false}
          autoCapitalize="characters"
          // Typed before the page's code has run, the text would be lost when it hydrates.
          readOnly={!hydrated}
          className="font-mono"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <FieldFrame label={quickOrderLabels.file} error={fileProblem ?? undefined}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
              disabled={!hydrated}
              className="file-input w-full"
              onChange={(event) => void onFile(event)}
            />
          )}
        </FieldFrame>
        <div>
          <SubmitButton busy={check.isPending}>{check.isPending ? quickOrderLabels.checking : quickOrderLabels.check}</SubmitButton>
        </div>
      </form>

      {lines && (
        <section aria-labelledby="quick-order-results" className="mt-10 flex flex-col gap-4">
          <h2 id="quick-order-results" ref={resultsRef} tabIndex={-1} className="font-display text-2xl font-bold focus:outline-none">
            {quickOrderLabels.results}
          </h2>
          <p role="status" className="font-medium">
            {stale ? quickOrderMessages.stale : quickOrderMessages.summary(lines.filter((line) => line.status === "ok").length, lines.length)}
          </p>
          <table className="table table-sm w-full table-fixed">
            <thead>
              <tr>
                <th scope="col" className="w-11 px-1 sm:w-14 sm:px-3">
                  {quickOrderLabels.line}
                </th>
                <th scope="col" className="w-28 px-1 whitespace-normal sm:w-44 sm:px-3">
                  {quickOrderLabels.sku}
                  {/* Narrow, the quantity goes under the SKU: the message needs the width. */}
                  <span className="sm:hidden"> × {quickOrderLabels.quantity.toLowerCase()}</span>
                </th>
                <th scope="col" className="hidden w-24 px-3 text-right sm:table-cell">
                  {quickOrderLabels.quantity}
                </th>
                <th scope="col" className="px-1 sm:px-3">
                  {quickOrderLabels.message}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <ResultRow key={line.line} line={line} disabled={stale || check.isPending || !hydrated} onRoundUp={roundUp} />
              ))}
            </tbody>
          </table>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn btn-primary" disabled={stale || ready.length === 0 || !hydrated} onClick={onAdd}>
              <ShoppingCart className="size-4" aria-hidden="true" />
              {ready.length === 0 ? quickOrderMessages.nothingToAdd : quickOrderMessages.addToCart(ready.length)}
            </button>
            <Link to="/cart" className="link">
              {cartMessages.viewCart}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

/** A line's number or quantity in the page's digits, ungrouped as the pad has it. */
const digits = (value: number): string => localDigits(String(value), currentLanguage());

interface ResultRowProps {
  line: QuickOrderLine;
  disabled: boolean;
  onRoundUp: (line: QuickOrderLine, quantity: number) => void;
}

function ResultRow({ line, disabled, onRoundUp }: ResultRowProps) {
  const ok = line.status === "ok";
  const rounded = line.roundedQuantity;
  return (
    <tr className="[&>td]:align-top">
      <td className="px-1 tabular-nums sm:px-3">{digits(line.line)}</td>
      <td className="px-1 sm:px-3">
        <span className="font-mono [overflow-wrap:anywhere]">{line.sku}</span>
        <span className="block tabular-nums sm:hidden">× {line.quantity === null ? "—" : digits(line.quantity)}</span>
      </td>
      <td className="hidden px-3 text-right tabular-nums sm:table-cell">{line.quantity === null ? "—" : digits(line.quantity)}</td>
      <td className="px-1 sm:px-3">
        <p className="flex items-start gap-1.5 [overflow-wrap:anywhere]">
          {ok ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          )}
          <span>{line.message}</span>
        </p>
        {line.unitPrice !== undefined && (
          // Issue 28: what the line costs this buyer a unit; a member's list price with the catalogue's beside it.
          <p className="mt-1 text-sm text-base-content/80">
            {line.priceList !== undefined ? (
              <>
                {yourPriceTexts.yourPrice} <strong className="tabular-nums">{formatDollars(line.unitPrice)}</strong> {quickOrderPageTexts.each} ({yourPriceTexts.catalogue.toLowerCase()}{" "}
                <s className="tabular-nums">{formatDollars(line.cataloguePrice ?? line.unitPrice)}</s>)
              </>
            ) : (
              <>
                <span className="tabular-nums">{formatDollars(line.unitPrice)}</span> {quickOrderPageTexts.each}
              </>
            )}
          </p>
        )}
        {rounded !== undefined && (line.status === "not_pack_multiple" || line.status === "below_minimum") && (
          <button
            type="button"
            className="btn btn-outline btn-primary btn-sm mt-2 whitespace-nowrap"
            disabled={disabled}
            aria-label={quickOrderMessages.roundUpLine(rounded, line.line)}
            onClick={() => onRoundUp(line, rounded)}
          >
            {quickOrderMessages.roundUp(rounded)}
          </button>
        )}
        {line.status === "short_stock" && line.productId && (
          <Link to={`/tools/${line.productId}#${QUOTE_REQUEST_ANCHOR}`} className="link link-primary mt-2 inline-block">
            {quickOrderMessages.askForQuote}
            <span className="sr-only">: {line.sku}</span>
          </Link>
        )}
      </td>
    </tr>
  );
}
