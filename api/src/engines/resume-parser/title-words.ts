/** Words that mark a job title (and so are not part of a name, a company or a place). */
export const TITLE_WORDS = new Set(
  `engineer engineering developer programmer manager director head lead leader chief officer ceo cto cfo coo vp president
  founder cofounder co-founder owner partner principal staff senior junior intern internship trainee apprentice associate assistant
  analyst scientist researcher designer architect consultant specialist administrator coordinator supervisor
  nurse doctor physician teacher lecturer professor accountant auditor recruiter representative agent clerk
  technician operator officer editor writer marketer strategist advisor adviser counsel attorney lawyer paralegal
  executive producer product sales marketing support reliability sre devops qa tester owner graduate fellow volunteer
  manager,`
    .split(/\s+/)
    .map((w) => w.replace(/,$/, ''))
    .filter(Boolean),
);

/** Title words that, on their own, say "this is a job title" even in a short line. */
export const STRONG_TITLE = /\b(engineer|developer|programmer|manager|director|head of|lead|chief|officer|ceo|cto|cfo|president|founder|owner|intern|trainee|analyst|scientist|researcher|designer|architect|consultant|specialist|administrator|coordinator|supervisor|nurse|teacher|accountant|representative|technician|marketer|strategist|advisor|recruiter|editor|writer|producer|associate|assistant|sre|vp)\b/i;
