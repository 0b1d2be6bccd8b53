import { blogAnswerTexts, type blogsPageTexts } from "@shop/contract";
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

/** A text of the answers, its `code`, **strong** and _emphasis_ marks drawn as such. */
function Rich({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*|_[^_\s][^_]*_)/);
  return (
    <>
      {parts.map((part, index) => {
        if (part.startsWith("`") && part.endsWith("`") && part.length > 1) return <code key={index}>{part.slice(1, -1)}</code>;
        if (part.startsWith("**") && part.endsWith("**") && part.length > 3) return <strong key={index}>{part.slice(2, -2)}</strong>;
        if (part.startsWith("_") && part.endsWith("_") && part.length > 1) return <em key={index}>{part.slice(1, -1)}</em>;
        return part;
      })}
    </>
  );
}

const Items = ({ texts }: { texts: readonly string[] }) =>
  texts.map((text) => (
    <li key={text}>
      <Rich text={text} />
    </li>
  ));

/** The five questions of the blogs page (spec section 1), their answers in the page's language (read at each render). */
export const posts = (): BlogPost[] => {
  const { performance, state, prototypes, setState, unitTests } = blogAnswerTexts;
  return [
    {
      slug: "react-performance",
      answer: (
        <>
          <p>
            <Rich text={performance.intro} />
          </p>
          <ol>
            <Items texts={performance.steps} />
          </ol>
        </>
      ),
    },
    {
      slug: "state-management",
      answer: (
        <>
          <p>
            <Rich text={state.intro} />
          </p>
          <ul>
            <Items texts={state.kinds} />
          </ul>
          <p>
            <Rich text={state.rule} />
          </p>
        </>
      ),
    },
    {
      slug: "prototypal-inheritance",
      answer: (
        <>
          <p>
            <Rich text={prototypes.intro} />
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
          <p>{prototypes.consequences}</p>
          <ul>
            <Items texts={prototypes.points} />
          </ul>
        </>
      ),
    },
    {
      slug: "why-not-set-state-directly",
      answer: (
        <>
          <p>
            <Rich text={setState.intro} />
          </p>
          <ul>
            <Items texts={setState.reasons} />
          </ul>
          <Code>{`
// wrong: same array, React does not re-render
products.push(newProduct);

// right: a new array, handed to React
setProducts((current) => [...current, newProduct]);
`}</Code>
          <p>{setState.rule}</p>
        </>
      ),
    },
    {
      slug: "unit-tests",
      answer: (
        <>
          <p>
            <Rich text={unitTests.intro} />
          </p>
          <Code>{`
import { expect, test } from "vitest";
import { formatPrice } from "./price";

test("shows a unit price with two decimals", () => {
  expect(formatPrice(12.5)).toBe("12.50");
});
`}</Code>
          <p>{unitTests.why}</p>
          <ul>
            <Items texts={unitTests.reasons} />
          </ul>
          <p>
            <Rich text={unitTests.good} />
          </p>
        </>
      ),
    },
  ];
};
