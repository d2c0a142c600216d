import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import type { BlogPost } from '../../../content/blog-posts';
import { formatPostDate } from '../post-date';

type Props = {
  post: BlogPost | null;
  /** The address that opens this post (…/blog?post=N). */
  url: string;
  onClose: () => void;
  onCopyLink: () => void;
  onShare: () => void;
};

const shareLinks = (url: string, title: string) => ({
  Facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  Twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
});

/** One post, read in a dialog, with ways to share it. */
export function BlogPostDialog({ post, url, onClose, onCopyLink, onShare }: Props) {
  return (
    <Dialog open={post !== null} onClose={onClose} size="lg" title={post?.title ?? ''}>
      {post ? (
        <article className="prose">
          <time className="post-date" dateTime={post.date}>
            {formatPostDate(post.date)}
          </time>
          {post.content.map((paragraph) =>
            paragraph.startsWith('## ') ? (
              <h3 key={paragraph}>{paragraph.slice(3)}</h3>
            ) : (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ),
          )}
          <div className="share" aria-label="Share this post" role="group">
            <Button size="sm" variant="secondary" onClick={onShare}>
              Share
            </Button>
            {Object.entries(shareLinks(url, post.title)).map(([network, href]) => (
              <a key={network} className={buttonClass('ghost', 'sm')} href={href} target="_blank" rel="noopener noreferrer">
                {network}
              </a>
            ))}
            <Button size="sm" variant="ghost" onClick={onCopyLink}>
              Copy Link
            </Button>
          </div>
          <div className="dialog__actions">
            <Link className={buttonClass('primary')} to="/">
              Convert your PDF
            </Link>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </div>
        </article>
      ) : null}
    </Dialog>
  );
}
