import type { ReactNode } from 'react';
import 'naira-ramp/styles.css';

export const metadata = { title: 'Shop (Next.js)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
