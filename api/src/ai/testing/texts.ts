/** A fictional resume used by the AI-writing tests: every fact the checks compare against is here. */
export const RESUME_TEXT = `Jane Rivera
jane.rivera@example.com | +1 415 555 0134 | San Francisco, CA

SUMMARY
Backend engineer with 8 years of experience building payment systems in Python and Go.

EXPERIENCE
Senior Software Engineer | Northwind Payments | Mar 2019 - Present
- Led the migration of the ledger service to PostgreSQL, cutting p95 latency by 40%.
- Mentored 5 engineers and introduced code review guidelines.

Software Engineer | Blue Harbor Labs | Jun 2015 - Feb 2019
- Built a fraud scoring API in Python handling 2,000 requests per second.
- Reduced cloud costs by $120,000 per year.

EDUCATION
B.S. Computer Science, University of Oregon, 2015

CERTIFICATIONS
AWS Certified Solutions Architect - Associate

SKILLS
Python, Go, PostgreSQL, Kafka, Docker, REST APIs
`;

export const JOB_DESCRIPTION = `Staff Backend Engineer at Acme Pay.
We need a backend engineer to scale our payments platform. You will design REST APIs in Go and Python,
run PostgreSQL and Kafka in production, and mentor engineers. Experience with Kubernetes and Terraform is a plus.
Requirements: 7+ years of backend experience, distributed systems, payments, observability.`;

/** What an honest model answers for RESUME_TEXT and JOB_DESCRIPTION: reworded, nothing invented. */
export const HONEST_TAILORED = {
  summary:
    'Backend engineer with 8 years of experience building payment systems in Python and Go. Designs REST APIs and runs PostgreSQL and Kafka in production.',
  skills: ['Go', 'Python', 'PostgreSQL', 'Kafka', 'REST APIs', 'Docker'],
  experience: [
    {
      title: 'Senior Software Engineer',
      company: 'Northwind Payments',
      location: '',
      start_date: 'Mar 2019',
      end_date: 'Present',
      bullets: [
        'Led the migration of the ledger service to PostgreSQL, cutting p95 latency by 40%.',
        'Mentored 5 engineers and introduced code review guidelines.',
      ],
    },
    {
      title: 'Software Engineer',
      company: 'Blue Harbor Labs',
      location: '',
      start_date: 'Jun 2015',
      end_date: 'Feb 2019',
      bullets: ['Built a fraud scoring API in Python handling 2,000 requests per second.', 'Reduced cloud costs by $120,000 per year.'],
    },
  ],
  education: [{ degree: 'Bachelor of Science in Computer Science', school: 'University of Oregon', year: '2015' }],
  certifications: ['AWS Certified Solutions Architect – Associate'],
};
