import { SectionHeading } from "../../../components/SectionHeading";
import { BlogItem } from "./BlogItem";
import { posts } from "./posts";
import { PageTitle } from "../../../components/PageTitle";

export function BlogsPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
      <PageTitle description="Questions and answers from the AgroForge team on building the shop and its web technology.">Blogs · AgroForge</PageTitle>
      <SectionHeading level={1} eyebrow="From the developer" title="Blogs">
        Questions and answers about React and JavaScript. Select a question to read the answer.
      </SectionHeading>
      <div className="flex flex-col gap-4">
        {posts.map((post) => (
          <BlogItem key={post.slug} question={post.question}>
            {post.answer}
          </BlogItem>
        ))}
      </div>
    </div>
  );
}
