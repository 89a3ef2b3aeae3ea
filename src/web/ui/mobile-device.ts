import { useEffect, useState } from 'react';

// platform §9: the mobile layout starts at a window width of 625 or less; phones and tablets
// are also told by the user agent. On mobile, BankID and Swish open their app on this device
// rather than by a QR code read with another.

export const MOBILE_MAX_WIDTH = 625;
const MOBILE_AGENT = /android|iphone|ipad|ipod|mobile|tablet/i;

export function isMobileDevice(userAgent: string, width: number): boolean {
  return width <= MOBILE_MAX_WIDTH || MOBILE_AGENT.test(userAgent);
}

/**
 * Whether this is a mobile device, following the window as it changes (a rotated tablet, a
 * resized window). False in the server's render and the first browser render, so they agree.
 */
export function useMobileDevice(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const update = () => setMobile(isMobileDevice(navigator.userAgent, window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
