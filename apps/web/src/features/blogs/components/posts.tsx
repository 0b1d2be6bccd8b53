import type { blogsPageTexts } from "@shop/contract";
import type { ReactNode } from "react";

export interface BlogPost {
  /** Names the question in the blogs' words (blogsPageTexts.questions). */
  slug: keyof typeof blogsPageTexts.questions;
  answer: ReactNode;
}

function Code({ children }: { children: string }) {
  return (
    <pre className="my-4 overflow-x-auto rounded-box bg-neutral p-4 text-sm leading-relaxed text-neutral-content">
      <code>{children.trim()}</code>
    </pre>
  );
}

/** The five questions of the blogs page (spec section 1). */
export const posts: BlogPost[] = [
  {
    slug: "react-performance",
    answer: (
      <>
        <p>
          Most slow React apps are slow for a handful of reasons: they render too much, ship too much JavaScript, or
          fetch the same data again and again. Five steps, in the order I take them:
        </p>
        <ol>
          <li>
            <strong>Measure before changing anything.</strong> Record the slow interaction with the React DevTools
            Profiler (which components rendered, why, and how long it took) and check the page with Lighthouse or the
            Web Vitals (LCP, INP, CLS). Always measure a production build: development mode is several times slower.
          </li>
          <li>
            <strong>Stop renders that are not needed.</strong> Keep state as close as possible to the components that
            use it, so a keystroke in a search box does not re-render the whole page. Split large contexts so a change
            only reaches the components that read it. Wrap expensive, often-repeated children in{" "}
            <code>React.memo</code> and give them stable props with <code>useMemo</code> and <code>useCallback</code>{" "}
            (or let the React Compiler add this memoisation for you).
          </li>
          <li>
            <strong>Ship less code up front.</strong> Split the bundle by route with <code>React.lazy</code> and{" "}
            <code>&lt;Suspense&gt;</code>, load heavy libraries (charts, editors, maps) with a dynamic{" "}
            <code>import()</code> only where they are used, and check the bundle analyser for duplicated or oversized
            dependencies.
          </li>
          <li>
            <strong>Render long lists lazily.</strong> A table of 10,000 rows should only mount the rows on screen:
            virtualise it with TanStack Virtual or react-window, and give every item a stable <code>key</code> (an id,
            never the array index) so React can reuse DOM nodes instead of rebuilding them.
          </li>
          <li>
            <strong>Be smart with data and heavy updates.</strong> Cache server data with TanStack Query or SWR instead
            of re-fetching in every <code>useEffect</code>, debounce search inputs, and mark expensive updates as
            non-urgent with <code>useTransition</code> or <code>useDeferredValue</code> so typing stays responsive.
            Finally, serve compressed, correctly sized images and lazy-load the ones below the fold.
          </li>
        </ol>
      </>
    ),
  },
  {
    slug: "state-management",
    answer: (
      <>
        <p>
          &ldquo;State&rdquo; is not one thing, and the best tool depends on which kind you have. The common options,
          from the smallest scope to the largest:
        </p>
        <ul>
          <li>
            <strong>Local state</strong> with <code>useState</code> (simple values) or <code>useReducer</code> (several
            values that change together through named actions). This should be the default.
          </li>
          <li>
            <strong>Lifted state</strong>: when two siblings need the same value, move it to their closest common parent
            and pass it down as props, together with a callback to change it.
          </li>
          <li>
            <strong>Context</strong> (<code>createContext</code> + <code>useContext</code>) for values many components
            read but that rarely change: the signed-in user, the theme, the language. It is a way to pass values, not a
            store: every consumer re-renders when the value changes.
          </li>
          <li>
            <strong>URL state</strong>: filters, search terms, the current page or tab belong in the path or the query
            string (React Router&apos;s <code>useSearchParams</code>), so they survive a reload and can be shared as a
            link.
          </li>
          <li>
            <strong>Server state</strong>: data that lives in a database is a cache, not app state. Libraries such as
            TanStack Query or SWR handle fetching, caching, refetching and loading/error states for it.
          </li>
          <li>
            <strong>Global client stores</strong> such as Redux Toolkit, Zustand or Jotai, for complex client-only state
            shared across distant parts of the app (a multi-step editor, a shopping cart), with selectors so components
            only re-render for the slice they use.
          </li>
          <li>
            <strong>Form state</strong> with a form library (React Hook Form, Formik) that tracks values, touched fields
            and validation errors without re-rendering the whole form on every keystroke.
          </li>
        </ul>
        <p>
          A good rule: start local, lift when needed, put shareable things in the URL, server data in a query cache, and
          reach for a global store only when the rest becomes awkward.
        </p>
      </>
    ),
  },
  {
    slug: "prototypal-inheritance",
    answer: (
      <>
        <p>
          In JavaScript, objects inherit directly from other objects. Every object has a hidden link,{" "}
          <code>[[Prototype]]</code>, to another object (or to <code>null</code>). When you read a property that the
          object does not have itself, the engine follows that link and looks in the prototype, then in the
          prototype&apos;s prototype, and so on up the <em>prototype chain</em> until it finds the property or reaches{" "}
          <code>null</code> (then the result is <code>undefined</code>).
        </p>
        <Code>{`
const tool = {
  describe() {
    return \`\${this.name} costs $\${this.price}\`;
  },
};

const hoe = Object.create(tool); // hoe's prototype is tool
hoe.name = "Garden hoe";
hoe.price = 12;

hoe.describe();                          // "Garden hoe costs $12" (found on tool)
Object.hasOwn(hoe, "describe");          // false: it is inherited
Object.getPrototypeOf(hoe) === tool;     // true
`}</Code>
        <p>Some consequences worth knowing:</p>
        <ul>
          <li>
            Methods live once on the prototype and are shared by every object that links to it, which saves memory;
            inside them, <code>this</code> is the object the method was called on, not the prototype.
          </li>
          <li>
            Writing a property always creates it on the object itself and <em>shadows</em> the inherited one; it never
            changes the prototype.
          </li>
          <li>
            Constructor functions and <code>new</code> use the same mechanism: <code>new Tool()</code> creates an object
            whose prototype is <code>Tool.prototype</code>. The <code>class</code> and <code>extends</code> keywords are
            a clearer syntax for exactly this; <code>class Rake extends Tool</code> links{" "}
            <code>Rake.prototype</code> to <code>Tool.prototype</code>.
          </li>
          <li>
            Built-ins work the same way: an array finds <code>map</code> on <code>Array.prototype</code>, which in turn
            links to <code>Object.prototype</code>, the end of almost every chain.
          </li>
        </ul>
      </>
    ),
  },
  {
    slug: "why-not-set-state-directly",
    answer: (
      <>
        <p>
          Suppose <code>const [products, setProducts] = useState([])</code>. Writing <code>products = [...]</code>, or
          changing the array in place with <code>products.push(item)</code>, does not work, for several reasons:
        </p>
        <ul>
          <li>
            <strong>React would not know.</strong> Calling the setter is how you tell React that something changed and
            that the component must render again. A direct assignment only changes a local variable; the screen stays
            as it was.
          </li>
          <li>
            <strong>State is a snapshot.</strong> Each render receives its own copy of the state values. Changing that
            copy does not change what React stores, and the next render would bring the old value back.
          </li>
          <li>
            <strong>Mutation breaks comparisons.</strong> React, <code>React.memo</code>, <code>useMemo</code> and{" "}
            <code>useEffect</code> decide whether something changed by comparing references (<code>Object.is</code>).
            An array changed in place is still the same reference, so memoised components and effects will not see the
            change.
          </li>
          <li>
            <strong>Updates are batched and may be interrupted.</strong> React groups several updates into one render
            and, with concurrent rendering, may pause and restart work. Going through the setter keeps every update in
            order; the updater form <code>setCount(c =&gt; c + 1)</code> always starts from the latest value.
          </li>
        </ul>
        <Code>{`
// wrong: same array, React does not re-render
products.push(newProduct);

// right: a new array, handed to React
setProducts((current) => [...current, newProduct]);
`}</Code>
        <p>So state is treated as read-only: create a new value and hand it to the setter.</p>
      </>
    ),
  },
  {
    slug: "unit-tests",
    answer: (
      <>
        <p>
          A unit test is a small, automated test that checks one unit of code (a function, a hook, a component) on its
          own: it gives the unit a known input and asserts on the output or the visible behaviour, without a real
          network, database or browser. It runs in milliseconds with a runner such as Vitest or Jest.
        </p>
        <Code>{`
import { expect, test } from "vitest";
import { formatPrice } from "./price";

test("shows a unit price with two decimals", () => {
  expect(formatPrice(12.5)).toBe("12.50");
});
`}</Code>
        <p>Why write them:</p>
        <ul>
          <li>
            <strong>They catch regressions early.</strong> A change that breaks existing behaviour fails a test on your
            machine or in CI, not in front of a customer.
          </li>
          <li>
            <strong>They make refactoring safe.</strong> With good tests you can restructure code and know within
            seconds that it still does the same thing.
          </li>
          <li>
            <strong>They document behaviour.</strong> A test named &ldquo;shows an error when the email is
            missing&rdquo; explains what the code is supposed to do, and unlike a comment it cannot silently go out of
            date.
          </li>
          <li>
            <strong>They improve design.</strong> Code that is hard to test is usually too tightly coupled; writing the
            test first pushes you towards small, focused functions.
          </li>
          <li>
            <strong>They are fast feedback.</strong> Unlike clicking through the app by hand, hundreds of unit tests
            run on every save.
          </li>
        </ul>
        <p>
          Good unit tests are fast, independent of each other, repeatable and test behaviour rather than
          implementation details, typically in three steps: arrange, act, assert. They do not replace integration and
          end-to-end tests, which check that the units work together, but they are the broad base of the testing
          pyramid.
        </p>
      </>
    ),
  },
];
