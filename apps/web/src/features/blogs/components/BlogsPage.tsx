import { blogsPageTexts } from "@shop/contract";
import { SectionHeading } from "../../../components/SectionHeading";
import { BlogItem } from "./BlogItem";
import { posts } from "./posts";
import { PageTitle } from "../../../components/PageTitle";

export function BlogsPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
      <PageTitle description={blogsPageTexts.description}>{blogsPageTexts.title}</PageTitle>
      <SectionHeading level={1} eyebrow={blogsPageTexts.eyebrow} title={blogsPageTexts.heading}>
        {blogsPageTexts.lead}
      </SectionHeading>
      <div className="flex flex-col gap-4">
        {posts().map((post) => (
          <BlogItem key={post.slug} question={blogsPageTexts.questions[post.slug]}>
            {post.answer}
          </BlogItem>
        ))}
      </div>
    </div>
  );
}
