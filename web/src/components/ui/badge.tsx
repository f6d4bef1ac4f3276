import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@common/react/cn';

const badgeVariants = cva('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'border-transparent bg-blue-100 text-blue-900',
      secondary: 'border-transparent bg-slate-100 text-slate-800',
      success: 'border-transparent bg-green-100 text-green-900',
      warning: 'border-transparent bg-amber-100 text-amber-900',
      destructive: 'border-transparent bg-red-100 text-red-900',
      outline: 'border-slate-300 text-slate-800',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
