import type { PriceList, PriceListForm } from "@shop/contract";
import { formatCount, formatDollars, priceListBodySchema, priceListLabels, priceListMessages, priceListPageTexts, webRoutes } from "@shop/contract";
import { ArrowLeft, Plus, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormField } from "../../../components/FormField";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { errorMessage, isApiError } from "../../../lib/api";
import { useFilteredToolPage } from "../../../lib/tools";
import { useCompanySearch, useDeletePriceList, usePriceList, useSavePriceList } from "../api/priceLists";
import { PriceListsPage } from "./PriceListsPage";

/** What the office types for one tool: text as the inputs hold it, checked by the contract's schema on saving. */
interface PriceRow {
  productId: string;
  product: string;
  sku: string;
  cataloguePrice: number;
  kind: "fixed" | "percent";
  value: string;
  breaks: { key: number; minQuantity: string; price: string }[];
}

interface Draft {
  name: string;
  priority: string;
  validFrom: string;
  validUntil: string;
  companies: { _id: string; name: string }[];
  prices: PriceRow[];
}

/** Field errors by their path in the body (`prices.0.price`), from the schema or the server. */
type Problems = Record<string, string>;

let breakKeys = 0;
const nextKey = () => (breakKeys += 1);

function draftOf(list: PriceList | undefined): Draft {
  if (!list) return { name: "", priority: "0", validFrom: "", validUntil: "", companies: [], prices: [] };
  return {
    name: list.name,
    priority: String(list.priority),
    validFrom: list.validFrom ?? "",
    validUntil: list.validUntil ?? "",
    companies: list.companies,
    prices: list.prices.map((price) => ({
      productId: price.productId,
      product: price.product,
      sku: price.sku,
      cataloguePrice: price.cataloguePrice,
      kind: price.percentOff === null ? "fixed" : "percent",
      value: String(price.percentOff ?? price.price ?? ""),
      breaks: price.breaks.map((b) => ({ key: nextKey(), minQuantity: String(b.minQuantity), price: b.price.toFixed(2) })),
    })),
  };
}

function bodyOf(draft: Draft): PriceListForm {
  return {
    name: draft.name,
    priority: draft.priority,
    validFrom: draft.validFrom || null,
    validUntil: draft.validUntil || null,
    companyIds: draft.companies.map((company) => company._id),
    prices: draft.prices.map((row) => ({
      productId: row.productId,
      ...(row.kind === "fixed" ? { price: row.value } : { percentOff: row.value }),
      breaks: row.breaks.map((b) => ({ minQuantity: b.minQuantity, price: b.price })),
    })),
  };
}

/** The first message per path; a refusal of a whole list (`prices.0.breaks`) keeps its own path. */
function problemsOf(issues: readonly { path: string; message: string }[]): Problems {
  const problems: Problems = {};
  for (const issue of issues) problems[issue.path] ??= issue.message;
  return problems;
}

/** /dashboard/price-lists[/{id}]: the lists, or one (`new`: a new one). One route, so the first download carries one entry for them. */
export function PriceListsRoute() {
  const { priceListId } = useParams();
  return priceListId === undefined ? <PriceListsPage /> : <PriceListPage />;
}

/** /dashboard/price-lists/new and /dashboard/price-lists/{id} (shop admins): one list, its companies and its prices. */
export function PriceListPage() {
  const { priceListId: param } = useParams();
  const priceListId = param === "new" ? undefined : param;
  const list = usePriceList(priceListId);
  const title = priceListId === undefined ? priceListLabels.addList : priceListLabels.editList;
  return (
    <div className="max-w-4xl">
      <Link to={webRoutes.priceLists} className="btn btn-ghost btn-sm mb-4 gap-2 px-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {priceListLabels.back}
      </Link>
      <AdminPageHeader title={title}>{priceListLabels.intro}</AdminPageHeader>
      {priceListId === undefined ? (
        <PriceListEditor list={undefined} />
      ) : (
        <QueryView query={list} loadingLabel={priceListLabels.loading} errorTitle={priceListLabels.loadError}>
          {(loaded) => <PriceListEditor key={loaded._id} list={loaded} />}
        </QueryView>
      )}
    </div>
  );
}

function PriceListEditor({ list }: { list: PriceList | undefined }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(list));
  const [problems, setProblems] = useState<Problems>({});
  const save = useSavePriceList(list?._id);
  const remove = useDeletePriceList();
  const [confirming, setConfirming] = useState(false);
  const errorsRef = useRef<HTMLDivElement>(null);
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const changeRow = (index: number, next: Partial<PriceRow>) => setDraft((current) => ({ ...current, prices: current.prices.map((row, i) => (i === index ? { ...row, ...next } : row)) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = bodyOf(draft);
    const checked = priceListBodySchema.safeParse(body);
    if (!checked.success) {
      setProblems(problemsOf(checked.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }))));
      return;
    }
    setProblems({});
    save.mutate(body, {
      onSuccess: () => {
        toast.success(list ? priceListMessages.updated : priceListMessages.created);
        void navigate(webRoutes.priceLists);
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields.map((field) => ({ path: field.path.replace(/^body\./, ""), message: field.message })) : [];
        setProblems(fields.length > 0 ? problemsOf(fields) : { form: errorMessage(error) });
      },
    });
  };

  // A refusal moves the eye (and a screen reader) to what to fix.
  useEffect(() => {
    if (Object.keys(problems).length > 0) errorsRef.current?.focus();
  }, [problems]);
  const problemCount = Object.keys(problems).length;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
      <div ref={errorsRef} tabIndex={-1} role={problemCount > 0 ? "alert" : undefined} className="focus:outline-none">
        {problemCount > 0 && (
          <p className="alert alert-error alert-soft">{problems.form ?? priceListPageTexts.fieldsNeedALook(problemCount)}</p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={priceListLabels.name} value={draft.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} error={problems.name} />
        <FormField
          label={priceListLabels.priority}
          hint={priceListLabels.priorityHint}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          value={draft.priority}
          onChange={(event) => change({ priority: event.target.value })}
          error={problems.priority}
        />
        <FormField label={priceListLabels.validFrom} hint={priceListLabels.datesHint} type="date" value={draft.validFrom} onChange={(event) => change({ validFrom: event.target.value })} error={problems.validFrom} />
        <FormField label={priceListLabels.validUntil} type="date" value={draft.validUntil} onChange={(event) => change({ validUntil: event.target.value })} error={problems.validUntil} />
      </div>

      <CompanyPicker
        chosen={draft.companies}
        onAdd={(company) => change({ companies: [...draft.companies, company] })}
        onRemove={(id) => change({ companies: draft.companies.filter((company) => company._id !== id) })}
        error={Object.entries(problems).find(([path]) => path.startsWith("companyIds"))?.[1]}
      />

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-display text-xl font-bold">{priceListLabels.prices}</legend>
        <ToolSearch
          chosen={new Set(draft.prices.map((row) => row.productId))}
          onAdd={(tool) =>
            change({ prices: [...draft.prices, { productId: tool._id, product: tool.name, sku: tool.sku, cataloguePrice: tool.price, kind: "fixed", value: "", breaks: [] }] })
          }
        />
        {problems.prices && <p className="text-sm text-error">{problems.prices}</p>}
        {draft.prices.length === 0 ? (
          <p className="text-base-content/75">{priceListLabels.noTools}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {draft.prices.map((row, index) => (
              <li key={row.productId}>
                <PriceRowFields
                  row={row}
                  problem={(field) => problems[`prices.${index}.${field}`]}
                  onChange={(next) => changeRow(index, next)}
                  onRemove={() => change({ prices: draft.prices.filter((_, i) => i !== index) })}
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={save.isPending}>{save.isPending ? priceListLabels.saving : priceListLabels.save}</SubmitButton>
        {list && (
          <button type="button" className="btn btn-outline btn-error" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {priceListLabels.deleteList}
          </button>
        )}
      </div>
      {list && (
        <ConfirmDialog
          open={confirming}
          detail={priceListMessages.confirmDelete(list.name)}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(list._id, {
              onSuccess: () => {
                toast.success(priceListMessages.deleted);
                void navigate(webRoutes.priceLists);
              },
              onError: (error) => toast.error(errorMessage(error)),
              onSettled: () => setConfirming(false),
            })
          }
        />
      )}
    </form>
  );
}

function PriceRowFields({ row, problem, onChange, onRemove }: { row: PriceRow; problem: (field: string) => string | undefined; onChange: (next: Partial<PriceRow>) => void; onRemove: () => void }) {
  const legendId = useId();
  const breaksError = problem("breaks") ?? row.breaks.map((_, i) => problem(`breaks.${i}.minQuantity`) ?? problem(`breaks.${i}.price`)).find(Boolean);
  const valueError = row.kind === "fixed" ? (problem("price") ?? problem("percentOff")) : (problem("percentOff") ?? problem("price"));
  return (
    <fieldset aria-labelledby={legendId} className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="mb-3 flex items-start justify-between gap-2">
        <p id={legendId} className="font-semibold [overflow-wrap:anywhere]">
          {row.product} <span className="font-normal text-base-content/75">({row.sku})</span>
        </p>
        <button type="button" className="btn btn-ghost btn-sm btn-square" onClick={onRemove} aria-label={`${priceListLabels.removeTool} ${row.product}`}>
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mb-3 text-sm text-base-content/75">{priceListLabels.catalogue(formatDollars(row.cataloguePrice))}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled label={priceListLabels.kind}>
          {(id) => (
            <select id={id} className="select w-full" value={row.kind} onChange={(event) => onChange({ kind: event.target.value === "percent" ? "percent" : "fixed" })}>
              <option value="fixed">{priceListLabels.fixed}</option>
              <option value="percent">{priceListLabels.percent}</option>
            </select>
          )}
        </Labelled>
        <FormField
          label={row.kind === "fixed" ? priceListLabels.price : priceListLabels.percentOff}
          inputMode="decimal"
          value={row.value}
          onChange={(event) => onChange({ value: event.target.value })}
          error={valueError}
        />
      </div>
      <fieldset className="mt-4 flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{priceListLabels.breaks}</legend>
        {row.breaks.map((b, i) => (
          <div key={b.key} className="flex flex-wrap items-end gap-3">
            <div className="w-32">
              <FormField
                label={priceListLabels.breakQuantity}
                inputMode="numeric"
                value={b.minQuantity}
                onChange={(event) => onChange({ breaks: row.breaks.map((other, j) => (j === i ? { ...other, minQuantity: event.target.value } : other)) })}
              />
            </div>
            <div className="w-36">
              <FormField
                label={priceListLabels.breakPrice}
                inputMode="decimal"
                value={b.price}
                onChange={(event) => onChange({ breaks: row.breaks.map((other, j) => (j === i ? { ...other, price: event.target.value } : other)) })}
              />
            </div>
            <button type="button" className="btn btn-ghost btn-sm mb-1" onClick={() => onChange({ breaks: row.breaks.filter((_, j) => j !== i) })} aria-label={`${priceListLabels.removeBreak} ${formatCount(i + 1)}`}>
              <X className="size-4" aria-hidden="true" />
              {priceListLabels.removeBreak}
            </button>
          </div>
        ))}
        {breaksError && <p className="text-sm text-error">{breaksError}</p>}
        <div>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange({ breaks: [...row.breaks, { key: nextKey(), minQuantity: "", price: "" }] })}>
            <Plus className="size-4" aria-hidden="true" />
            {priceListLabels.addBreak}
          </button>
        </div>
      </fieldset>
    </fieldset>
  );
}

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

const RESULTS = 8;
/** Asked once the office stops typing for this long, not at every key. */
const SEARCH_DELAY_MS = 250;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** A search box and what it found, each with an Add button. */
function Finder<Item extends { _id: string; name: string }>({
  label,
  foundLabel,
  text,
  onText,
  found,
  chosen,
  onAdd,
  addLabel,
  describe,
}: {
  label: string;
  foundLabel: string;
  text: string;
  onText: (text: string) => void;
  found: { isPending: boolean; isError: boolean; data?: { items: Item[] } | undefined };
  chosen: ReadonlySet<string>;
  onAdd: (item: Item) => void;
  addLabel: (name: string) => string;
  describe?: (item: Item) => string;
}) {
  const id = useId();
  const items = found.data?.items ?? [];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} type="search" className="input w-full" autoComplete="off" value={text} onChange={(event) => onText(event.target.value)} />
      {found.isError ? (
        <p className="text-sm text-error">{priceListLabels.loadError}</p>
      ) : items.length > 0 ? (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-box border border-base-300 p-2" aria-label={foundLabel}>
          {items.map((item) => (
            <li key={item._id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {item.name}
                {describe && <span className="text-sm text-base-content/75"> {describe(item)}</span>}
              </span>
              <button type="button" className="btn btn-outline btn-xs shrink-0" onClick={() => onAdd(item)} disabled={chosen.has(item._id)} aria-label={addLabel(item.name)}>
                <Plus className="size-3" aria-hidden="true" />
                {priceListLabels.addCompany}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        !found.isPending && <p className="text-sm text-base-content/75">{priceListLabels.noMatches}</p>
      )}
    </div>
  );
}

function CompanyPicker({ chosen, onAdd, onRemove, error }: { chosen: { _id: string; name: string }[]; onAdd: (company: { _id: string; name: string }) => void; onRemove: (id: string) => void; error: string | undefined }) {
  const [text, setText] = useState("");
  const found = useCompanySearch(useSettled(text.trim()), RESULTS);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-display text-xl font-bold">{priceListLabels.companies}</legend>
      {chosen.length === 0 ? (
        <p className="text-base-content/75">{priceListLabels.noCompanies}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={priceListPageTexts.chosen(priceListLabels.companies)}>
          {chosen.map((company) => (
            <li key={company._id} className="badge badge-lg h-auto gap-1 py-1 [overflow-wrap:anywhere]">
              {company.name}
              <button type="button" className="btn btn-ghost btn-xs btn-circle" onClick={() => onRemove(company._id)} aria-label={`${priceListLabels.removeCompany} ${company.name}`}>
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-error">{error}</p>}
      <Finder
        label={priceListLabels.companySearch}
        foundLabel={priceListLabels.companiesFound}
        text={text}
        onText={setText}
        found={found}
        chosen={new Set(chosen.map((company) => company._id))}
        onAdd={(company) => onAdd({ _id: company._id, name: company.name })}
        addLabel={priceListPageTexts.addCompanyNamed}
      />
    </fieldset>
  );
}

function ToolSearch({ chosen, onAdd }: { chosen: ReadonlySet<string>; onAdd: (tool: { _id: string; name: string; sku: string; price: number }) => void }) {
  const [text, setText] = useState("");
  const found = useFilteredToolPage({ q: useSettled(text.trim()) }, 1, RESULTS);
  return (
    <Finder
      label={priceListLabels.toolSearch}
      foundLabel={priceListLabels.toolsFound}
      text={text}
      onText={setText}
      found={found}
      chosen={chosen}
      onAdd={onAdd}
      addLabel={priceListPageTexts.addToolNamed}
      describe={(tool) => `${tool.sku} · ${formatDollars(tool.price)}`}
    />
  );
}
