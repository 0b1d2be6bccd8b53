import { words } from "./i18n";

/*
 * The blogs page's answers (issue 38). Each text may mark `code`, **strong** and _emphasis_;
 * the page draws those marks (the code examples themselves stay in the page: code is not translated).
 */

export const blogAnswerTexts = words("blogAnswerTexts", {
  performance: {
    intro:
      "Most slow React apps are slow for a handful of reasons: they render too much, ship too much JavaScript, or fetch the same data again and again. Five steps, in the order I take them:",
    steps: [
      "**Measure before changing anything.** Record the slow interaction with the React DevTools Profiler (which components rendered, why, and how long it took) and check the page with Lighthouse or the Web Vitals (LCP, INP, CLS). Always measure a production build: development mode is several times slower.",
      "**Stop renders that are not needed.** Keep state as close as possible to the components that use it, so a keystroke in a search box does not re-render the whole page. Split large contexts so a change only reaches the components that read it. Wrap expensive, often-repeated children in `React.memo` and give them stable props with `useMemo` and `useCallback` (or let the React Compiler add this memoisation for you).",
      "**Ship less code up front.** Split the bundle by route with `React.lazy` and `<Suspense>`, load heavy libraries (charts, editors, maps) with a dynamic `import()` only where they are used, and check the bundle analyser for duplicated or oversized dependencies.",
      "**Render long lists lazily.** A table of 10,000 rows should only mount the rows on screen: virtualise it with TanStack Virtual or react-window, and give every item a stable `key` (an id, never the array index) so React can reuse DOM nodes instead of rebuilding them.",
      "**Be smart with data and heavy updates.** Cache server data with TanStack Query or SWR instead of re-fetching in every `useEffect`, debounce search inputs, and mark expensive updates as non-urgent with `useTransition` or `useDeferredValue` so typing stays responsive. Finally, serve compressed, correctly sized images and lazy-load the ones below the fold.",
    ],
  },
  state: {
    intro: "“State” is not one thing, and the best tool depends on which kind you have. The common options, from the smallest scope to the largest:",
    kinds: [
      "**Local state** with `useState` (simple values) or `useReducer` (several values that change together through named actions). This should be the default.",
      "**Lifted state**: when two siblings need the same value, move it to their closest common parent and pass it down as props, together with a callback to change it.",
      "**Context** (`createContext` + `useContext`) for values many components read but that rarely change: the signed-in user, the theme, the language. It is a way to pass values, not a store: every consumer re-renders when the value changes.",
      "**URL state**: filters, search terms, the current page or tab belong in the path or the query string (React Router's `useSearchParams`), so they survive a reload and can be shared as a link.",
      "**Server state**: data that lives in a database is a cache, not app state. Libraries such as TanStack Query or SWR handle fetching, caching, refetching and loading/error states for it.",
      "**Global client stores** such as Redux Toolkit, Zustand or Jotai, for complex client-only state shared across distant parts of the app (a multi-step editor, a shopping cart), with selectors so components only re-render for the slice they use.",
      "**Form state** with a form library (React Hook Form, Formik) that tracks values, touched fields and validation errors without re-rendering the whole form on every keystroke.",
    ],
    rule: "A good rule: start local, lift when needed, put shareable things in the URL, server data in a query cache, and reach for a global store only when the rest becomes awkward.",
  },
  prototypes: {
    intro:
      "In JavaScript, objects inherit directly from other objects. Every object has a hidden link, `[[Prototype]]`, to another object (or to `null`). When you read a property that the object does not have itself, the engine follows that link and looks in the prototype, then in the prototype's prototype, and so on up the _prototype chain_ until it finds the property or reaches `null` (then the result is `undefined`).",
    consequences: "Some consequences worth knowing:",
    points: [
      "Methods live once on the prototype and are shared by every object that links to it, which saves memory; inside them, `this` is the object the method was called on, not the prototype.",
      "Writing a property always creates it on the object itself and _shadows_ the inherited one; it never changes the prototype.",
      "Constructor functions and `new` use the same mechanism: `new Tool()` creates an object whose prototype is `Tool.prototype`. The `class` and `extends` keywords are a clearer syntax for exactly this; `class Rake extends Tool` links `Rake.prototype` to `Tool.prototype`.",
      "Built-ins work the same way: an array finds `map` on `Array.prototype`, which in turn links to `Object.prototype`, the end of almost every chain.",
    ],
  },
  setState: {
    intro:
      "Suppose `const [products, setProducts] = useState([])`. Writing `products = [...]`, or changing the array in place with `products.push(item)`, does not work, for several reasons:",
    reasons: [
      "**React would not know.** Calling the setter is how you tell React that something changed and that the component must render again. A direct assignment only changes a local variable; the screen stays as it was.",
      "**State is a snapshot.** Each render receives its own copy of the state values. Changing that copy does not change what React stores, and the next render would bring the old value back.",
      "**Mutation breaks comparisons.** React, `React.memo`, `useMemo` and `useEffect` decide whether something changed by comparing references (`Object.is`). An array changed in place is still the same reference, so memoised components and effects will not see the change.",
      "**Updates are batched and may be interrupted.** React groups several updates into one render and, with concurrent rendering, may pause and restart work. Going through the setter keeps every update in order; the updater form `setCount(c => c + 1)` always starts from the latest value.",
    ],
    rule: "So state is treated as read-only: create a new value and hand it to the setter.",
  },
  unitTests: {
    intro:
      "A unit test is a small, automated test that checks one unit of code (a function, a hook, a component) on its own: it gives the unit a known input and asserts on the output or the visible behaviour, without a real network, database or browser. It runs in milliseconds with a runner such as Vitest or Jest.",
    why: "Why write them:",
    reasons: [
      "**They catch regressions early.** A change that breaks existing behaviour fails a test on your machine or in CI, not in front of a customer.",
      "**They make refactoring safe.** With good tests you can restructure code and know within seconds that it still does the same thing.",
      "**They document behaviour.** A test named “shows an error when the email is missing” explains what the code is supposed to do, and unlike a comment it cannot silently go out of date.",
      "**They improve design.** Code that is hard to test is usually too tightly coupled; writing the test first pushes you towards small, focused functions.",
      "**They are fast feedback.** Unlike clicking through the app by hand, hundreds of unit tests run on every save.",
    ],
    good: "Good unit tests are fast, independent of each other, repeatable and test behaviour rather than implementation details, typically in three steps: arrange, act, assert. They do not replace integration and end-to-end tests, which check that the units work together, but they are the broad base of the testing pyramid.",
  },
} as const);

export const blogsPageTexts = words("blogsPageTexts", {
  title: "Blogs · AgroForge",
  description: "Questions and answers from the AgroForge team on building the shop and its web technology.",
  eyebrow: "From the developer",
  heading: "Blogs",
  lead: "Questions and answers about React and JavaScript. Select a question to read the answer.",
  /** The five questions, in the order of the posts (their answers stay in the page). */
  questions: {
    "react-performance": "How can you improve the performance of a React application?",
    "state-management": "What are the different ways to manage state in a React application?",
    "prototypal-inheritance": "How does prototypal inheritance work?",
    "why-not-set-state-directly": "Why should you not set state directly in React?",
    "unit-tests": "What is a unit test, and why should we write unit tests?",
  },
} as const);
