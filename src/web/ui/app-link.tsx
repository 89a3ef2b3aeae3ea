import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** A click the browser should handle itself: another tab or window, a download, a modifier key. */
function leftToTheBrowser(
  event: MouseEvent<HTMLAnchorElement>,
  target: string | undefined,
  download: unknown,
) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    download !== undefined ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

const isInternal = (href: string) =>
  href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/docs/');

/**
 * Internal links navigate on the client (GetViewModel); everything else is a plain link. A plain
 * <a> with the router's navigate on a left click, as React Router's Link does for our paths (they
 * are absolute already): its Link also carries the framework mode's prefetch and discovery, some
 * 2 KB gzip on every page that this app never uses. A link to the page shown replaces its history
 * entry, as the router's does.
 */
export function AppLink({ href, children, onClick, ...rest }: Props) {
  const navigate = useNavigate();
  if (!isInternal(href)) {
    return (
      <a href={href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToTheBrowser(event, rest.target, rest.download)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    navigate(href, { replace: `${pathname}${search}${hash}` === href });
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
