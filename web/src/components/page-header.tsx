import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@common/react/ui/button';

export interface HeaderLink {
  href: string;
  label: string;
  icon?: ReactNode;
}

/** Title, description and the screen's navigation links. */
export function PageHeader({ title, description, icon, links }: { title: string; description?: string; icon?: ReactNode; links: HeaderLink[] }) {
  return (
    <header className="mb-6 space-y-4">
      <nav aria-label="Page links" className="flex flex-wrap gap-2">
        {links.map((link) => (
          <Button key={link.href} asChild variant="outline" size="sm">
            <Link href={link.href}>
              {link.icon}
              {link.label}
            </Link>
          </Button>
        ))}
      </nav>
      <div className="flex items-start gap-3">
        {icon}
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-700 sm:text-base">{description}</p>}
        </div>
      </div>
    </header>
  );
}
