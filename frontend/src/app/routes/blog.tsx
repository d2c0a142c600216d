import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Toast } from '../../components/Toast';
import { BLOG_POSTS } from '../../content/blog-posts';
import { BlogPostDialog } from '../../features/blog/components/BlogPostDialog';
import { formatPostDate } from '../../features/blog/post-date';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTimedMessage } from '../../hooks/use-timed-message';
import { copyText } from '../../lib/clipboard';

const postUrl = (index: number) => `${window.location.origin}/blog?post=${index}`;

export default function BlogPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('post');
  const index = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const post = index !== null ? (BLOG_POSTS[index] ?? null) : null;
  const [toast, showToast] = useTimedMessage(2000);
  useDocumentTitle(post ? post.title : 'Blog');

  const open = (i: number) => setParams({ post: String(i) });
  const close = () => setParams({}, { replace: false });

  const copyLink = async () => {
    if (index === null) return;
    try {
      await copyText(postUrl(index));
      showToast('Link copied to clipboard!');
    } catch {
      showToast('Could not copy the link.');
    }
  };

  const share = async () => {
    if (index === null || !post) return;
    if (navigator.share) {
      try {
        await navigator.share({ title: post.title, text: post.summary, url: postUrl(index) });
      } catch {
        // The user closed the share sheet: nothing to do.
      }
    } else {
      await copyLink();
    }
  };

  return (
    <div className="container page">
      <header className="page-header">
        <h1>Blog</h1>
        <p>Notes on statements, spreadsheets and bookkeeping from the bankxl team.</p>
      </header>
      <ul className="posts" aria-label="Posts">
        {BLOG_POSTS.map((entry, i) => (
          <li key={entry.title}>
            <article className="card post-card">
              <time className="post-date" dateTime={entry.date}>
                {formatPostDate(entry.date)}
              </time>
              <h2>{entry.title}</h2>
              <p>{entry.summary}</p>
              <div>
                <Button size="sm" variant="secondary" onClick={() => open(i)} aria-label={`Read: ${entry.title}`}>
                  Read more
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <BlogPostDialog
        post={post}
        url={index !== null ? postUrl(index) : ''}
        onClose={close}
        onCopyLink={() => void copyLink()}
        onShare={() => void share()}
      />
      <Toast message={toast} />
    </div>
  );
}
