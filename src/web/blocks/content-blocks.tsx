import type { ContentBlock } from '../../shared/page/content-blocks';
import { ImageFigure } from './content-image';
import { FaqBlock } from './faq-block';
import {
  ActionBlock,
  ContactCardsBlock,
  CookieTableBlock,
  DocumentListBlock,
  FactBoxBlock,
  HeroBlock,
  JobListBlock,
  LinkListBlock,
  QuoteBlock,
  RichTextBlock,
  ShareBlock,
  TeaserListBlock,
} from './simple-blocks';
import { VideoBlock } from './video-block';

/** One block of a content page, by its type. */
export function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} />;
    case 'richText':
      return <RichTextBlock block={block} />;
    case 'image':
      return (
        <div id={block.id}>
          <ImageFigure image={block.image} />
        </div>
      );
    case 'video':
      return <VideoBlock block={block} />;
    case 'faq':
      return <FaqBlock block={block} />;
    case 'teasers':
      return <TeaserListBlock block={block} />;
    case 'contacts':
      return <ContactCardsBlock block={block} />;
    case 'links':
      return <LinkListBlock block={block} />;
    case 'facts':
      return <FactBoxBlock block={block} />;
    case 'quote':
      return <QuoteBlock block={block} />;
    case 'documents':
      return <DocumentListBlock block={block} />;
    case 'jobs':
      return <JobListBlock block={block} />;
    case 'action':
      return <ActionBlock block={block} />;
    case 'cookieTable':
      return <CookieTableBlock block={block} />;
    case 'share':
      return <ShareBlock block={block} />;
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <ContentBlockView key={block.id} block={block} />
      ))}
    </>
  );
}
