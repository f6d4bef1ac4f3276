import type { ParsedData } from '@common/contract/analysis';
import { Badge } from '../ui/badge';

export function SkillsView({ data }: { data: ParsedData }) {
  const categories = Object.entries(data.technical_skills).filter(([, skills]) => skills.length > 0);
  return (
    <div className="space-y-4">
      {categories.length === 0 ? (
        <p className="font-mono text-xs text-red-800">NOT EXTRACTED</p>
      ) : (
        categories.map(([category, skills]) => (
          <div key={category}>
            <h4 className="mb-1.5 text-sm font-medium capitalize">{category.replace(/_/g, ' ')}</h4>
            <div className="flex flex-wrap gap-1.5">
              {skills.map((skill) => (
                <Badge key={skill} variant="secondary">
                  {skill}
                </Badge>
              ))}
            </div>
          </div>
        ))
      )}
      {data.core_competencies.length > 0 && (
        <div>
          <h4 className="mb-1.5 text-sm font-medium">Core competencies</h4>
          <div className="flex flex-wrap gap-1.5">
            {data.core_competencies.map((c) => (
              <Badge key={c} variant="outline">
                {c}
              </Badge>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
