import type { Priority } from '@common/contract/career';
import { Badge } from '../ui/badge';

const VARIANT: Record<Priority, 'destructive' | 'warning' | 'default' | 'secondary'> = {
  critical: 'destructive',
  high: 'warning',
  medium: 'default',
  low: 'secondary',
};

export function PriorityBadge({ value, label }: { value: Priority; label?: string }) {
  return <Badge variant={VARIANT[value]}>{label ? `${label}: ${value}` : value}</Badge>;
}
