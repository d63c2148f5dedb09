// A fixture MCP server with 100+ real-looking tools, shaped like a code-hosting server (repositories,
// issues, pull requests, Actions, security alerts, projects...): names, one- or two-sentence descriptions,
// JSON input schemas with described parameters, and read-only/destructive hints, as large servers publish
// them. It exists so that the cost of a GitHub-size server (get_server, the context-cost measure, the
// agent-task benchmark) is measured on something of that size, on loopback. Tools answer a fixed text:
// Switchboard never calls them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, fromJsonSchema, McpServer, type JsonSchemaType } from '@modelcontextprotocol/server';

type Prop = {
  type: string;
  description: string;
  enum?: string[];
  items?: { type: string };
  minimum?: number;
  maximum?: number;
  default?: unknown;
};
export interface FixtureTool {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, Prop>; required?: string[] };
  annotations: { title: string; readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };
}

// Parameters shared by many tools, described once.
const P: Record<string, Prop> = {
  owner: { type: 'string', description: 'Repository owner: a user or organization login' },
  repo: { type: 'string', description: 'Repository name' },
  org: { type: 'string', description: 'Organization login' },
  page: { type: 'number', description: 'Page number for pagination (min 1)', minimum: 1 },
  perPage: { type: 'number', description: 'Results per page for pagination (min 1, max 100)', minimum: 1, maximum: 100 },
  issue_number: { type: 'number', description: 'The number of the issue' },
  pullNumber: { type: 'number', description: 'The number of the pull request' },
  branch: { type: 'string', description: 'Branch name' },
  sha: { type: 'string', description: 'Commit SHA, branch or tag name' },
  path: { type: 'string', description: 'Path to the file or directory, relative to the repository root' },
  query: { type: 'string', description: "Search query using the hosting service's search syntax" },
  sort: { type: 'string', description: 'Sort field', enum: ['created', 'updated', 'comments'] },
  order: { type: 'string', description: 'Sort order', enum: ['asc', 'desc'] },
  state: { type: 'string', description: 'Filter by state', enum: ['open', 'closed', 'all'] },
  body: { type: 'string', description: 'Body text, Markdown supported' },
  title: { type: 'string', description: 'Title' },
  labels: { type: 'array', description: 'Labels to apply', items: { type: 'string' } },
  assignees: { type: 'array', description: 'Logins of the users to assign', items: { type: 'string' } },
  run_id: { type: 'number', description: 'The unique identifier of the workflow run' },
  job_id: { type: 'number', description: 'The unique identifier of the workflow job' },
  workflow_id: { type: 'string', description: 'The workflow ID or the workflow file name, e.g. ci.yaml' },
  alertNumber: { type: 'number', description: 'The number of the alert' },
  project_number: { type: 'number', description: 'The project number' },
  item_id: { type: 'number', description: 'The ID of the project item' },
  gist_id: { type: 'string', description: 'The ID of the gist' },
  discussionNumber: { type: 'number', description: 'The number of the discussion' },
  tag: { type: 'string', description: 'Tag name, e.g. v1.2.0' },
  since: { type: 'string', description: 'Only items updated at or after this time (ISO 8601 timestamp)' },
  username: { type: 'string', description: 'User login' },
  team_slug: { type: 'string', description: 'Team slug within the organization' },
  name: { type: 'string', description: 'Name' },
  description: { type: 'string', description: 'Description' },
  message: { type: 'string', description: 'Commit message' },
  content: { type: 'string', description: 'File content' },
};

type Kind = 'read' | 'write' | 'delete';
// [name, title, description, params (a trailing ! = required), kind]
type Row = [string, string, string, string, Kind];

const pages = 'page perPage';
const ROWS: Row[] = [
  // Context
  [
    'get_me',
    'Get my user profile',
    'Get details of the authenticated user: login, name, email, plan and organizations. Use it when a request mentions "me" or "my".',
    '',
    'read',
  ],
  [
    'get_teams',
    'Get teams',
    'Get the teams a user belongs to, in every organization the token can see. Without a user, the authenticated user.',
    'username',
    'read',
  ],
  [
    'get_team_members',
    'Get team members',
    'Get the member logins of a team in an organization. Limited to organizations the authenticated user can read.',
    'org! team_slug!',
    'read',
  ],
  // Repositories
  [
    'search_repositories',
    'Search repositories',
    'Find repositories by name, description, readme, topics or other metadata. Returns repositories with stars, language and update time.',
    `query! ${pages}`,
    'read',
  ],
  [
    'get_repository',
    'Get repository',
    'Get details of a repository: default branch, visibility, topics, license, open issues count and permissions of the caller.',
    'owner! repo!',
    'read',
  ],
  [
    'create_repository',
    'Create repository',
    'Create a new repository in your account or in an organization you can create repositories in.',
    'name! description private autoInit org',
    'write',
  ],
  [
    'fork_repository',
    'Fork repository',
    'Fork a repository to your account or to an organization. The fork is created asynchronously.',
    'owner! repo! organization',
    'write',
  ],
  [
    'delete_repository',
    'Delete repository',
    'Delete a repository and everything in it: issues, pull requests, wiki and releases. This cannot be undone.',
    'owner! repo!',
    'delete',
  ],
  [
    'list_starred_repositories',
    'List starred repositories',
    'List the repositories a user has starred, newest first.',
    `username sort direction ${pages}`,
    'read',
  ],
  ['star_repository', 'Star repository', 'Star a repository for the authenticated user.', 'owner! repo!', 'write'],
  ['unstar_repository', 'Unstar repository', "Remove the authenticated user's star from a repository.", 'owner! repo!', 'write'],
  [
    'get_file_contents',
    'Get file or directory contents',
    'Get the contents of a file or directory from a repository at a branch, tag or commit. Directories return their entries.',
    'owner! repo! path sha',
    'read',
  ],
  [
    'create_or_update_file',
    'Create or update file',
    'Create or update a single file in a repository. Updating requires the SHA of the file being replaced.',
    'owner! repo! path! content! message! branch! sha',
    'write',
  ],
  ['delete_file', 'Delete file', 'Delete a file from a repository branch with a commit.', 'owner! repo! path! message! branch!', 'delete'],
  [
    'push_files',
    'Push files',
    'Push several files to a repository branch in a single commit.',
    'owner! repo! branch! files! message!',
    'write',
  ],
  [
    'list_branches',
    'List branches',
    'List branches in a repository, with their latest commit and protection status.',
    `owner! repo! ${pages}`,
    'read',
  ],
  [
    'create_branch',
    'Create branch',
    'Create a new branch in a repository from an existing branch or commit.',
    'owner! repo! branch! from_branch',
    'write',
  ],
  [
    'delete_branch',
    'Delete branch',
    'Delete a branch from a repository. Protected branches cannot be deleted.',
    'owner! repo! branch!',
    'delete',
  ],
  [
    'get_branch_protection',
    'Get branch protection',
    'Get the protection rules of a branch: required reviews, status checks and push restrictions.',
    'owner! repo! branch!',
    'read',
  ],
  [
    'list_commits',
    'List commits',
    'List the commits of a branch, newest first, optionally touching a path or by an author.',
    `owner! repo! sha path author since ${pages}`,
    'read',
  ],
  [
    'get_commit',
    'Get commit',
    'Get a commit with its message, author, stats and the changed files with their patches.',
    `owner! repo! sha! ${pages}`,
    'read',
  ],
  [
    'compare_commits',
    'Compare commits',
    'Compare two commits, branches or tags: commits between them and the combined diff.',
    'owner! repo! base! head!',
    'read',
  ],
  ['list_tags', 'List tags', 'List the git tags of a repository.', `owner! repo! ${pages}`, 'read'],
  ['get_tag', 'Get tag', 'Get details of a git tag: its target commit, tagger and message.', 'owner! repo! tag!', 'read'],
  [
    'list_releases',
    'List releases',
    'List the releases of a repository, newest first, including drafts when you can see them.',
    `owner! repo! ${pages}`,
    'read',
  ],
  [
    'get_latest_release',
    'Get latest release',
    'Get the latest published release of a repository (not a draft or prerelease).',
    'owner! repo!',
    'read',
  ],
  ['get_release_by_tag', 'Get release by tag', 'Get a release by its tag name.', 'owner! repo! tag!', 'read'],
  [
    'create_release',
    'Create release',
    'Create a release from a tag, with notes; optionally generate the notes from merged pull requests.',
    'owner! repo! tag! name body draft prerelease',
    'write',
  ],
  ['delete_release', 'Delete release', 'Delete a release. The tag itself is kept.', 'owner! repo! release_id!', 'delete'],
  [
    'list_collaborators',
    'List collaborators',
    'List users with access to a repository and their permission level.',
    `owner! repo! ${pages}`,
    'read',
  ],
  [
    'add_collaborator',
    'Add collaborator',
    'Invite a user to a repository with a permission level (pull, triage, push, maintain, admin).',
    'owner! repo! username! permission',
    'write',
  ],
  ['remove_collaborator', 'Remove collaborator', "Remove a user's access to a repository.", 'owner! repo! username!', 'delete'],
  // Code search
  [
    'search_code',
    'Search code',
    'Search for code across repositories by content, path, language and repository qualifiers. Returns matching files with fragments.',
    `query! sort order ${pages}`,
    'read',
  ],
  ['search_users', 'Search users', 'Find users by login, name, location or number of followers.', `query! sort order ${pages}`, 'read'],
  ['search_orgs', 'Search organizations', 'Find organizations by name, location or size.', `query! sort order ${pages}`, 'read'],
  // Issues
  [
    'list_issues',
    'List issues',
    'List issues in a repository, filtered by state, labels, assignee or update time. Pull requests are left out.',
    `owner! repo! state labels sort direction since ${pages}`,
    'read',
  ],
  [
    'search_issues',
    'Search issues',
    'Search issues across repositories with the issue search syntax (is:open label:bug author:...).',
    `query! sort order ${pages}`,
    'read',
  ],
  [
    'get_issue',
    'Get issue',
    'Get an issue with its body, labels, assignees, milestone and reactions.',
    'owner! repo! issue_number!',
    'read',
  ],
  [
    'create_issue',
    'Create issue',
    'Open a new issue in a repository, optionally with labels, assignees and a milestone.',
    'owner! repo! title! body assignees labels milestone type',
    'write',
  ],
  [
    'update_issue',
    'Update issue',
    "Change an issue's title, body, state, labels, assignees or milestone.",
    'owner! repo! issue_number! title body state labels assignees milestone',
    'write',
  ],
  [
    'get_issue_comments',
    'Get issue comments',
    'List the comments of an issue, oldest first.',
    `owner! repo! issue_number! ${pages}`,
    'read',
  ],
  ['add_issue_comment', 'Add issue comment', 'Add a comment to an issue or pull request.', 'owner! repo! issue_number! body!', 'write'],
  ['delete_issue_comment', 'Delete issue comment', 'Delete a comment on an issue or pull request.', 'owner! repo! comment_id!', 'delete'],
  [
    'lock_issue',
    'Lock issue',
    "Lock an issue's conversation so that only collaborators can comment.",
    'owner! repo! issue_number! lock_reason',
    'write',
  ],
  ['list_issue_types', 'List issue types', 'List the issue types defined for an organization.', 'owner!', 'read'],
  ['list_sub_issues', 'List sub-issues', 'List the sub-issues of an issue.', `owner! repo! issue_number! ${pages}`, 'read'],
  [
    'add_sub_issue',
    'Add sub-issue',
    'Attach an existing issue as a sub-issue of another.',
    'owner! repo! issue_number! sub_issue_id! replace_parent',
    'write',
  ],
  [
    'remove_sub_issue',
    'Remove sub-issue',
    'Detach a sub-issue from its parent issue.',
    'owner! repo! issue_number! sub_issue_id!',
    'write',
  ],
  [
    'reprioritize_sub_issue',
    'Reprioritize sub-issue',
    "Move a sub-issue before or after another one in its parent's list.",
    'owner! repo! issue_number! sub_issue_id! after_id before_id',
    'write',
  ],
  ['list_labels', 'List labels', 'List the labels of a repository with their colors and descriptions.', `owner! repo! ${pages}`, 'read'],
  ['get_label', 'Get label', 'Get one label of a repository by name.', 'owner! repo! name!', 'read'],
  ['create_label', 'Create label', 'Create a label with a name, color and description.', 'owner! repo! name! color! description', 'write'],
  [
    'delete_label',
    'Delete label',
    'Delete a label from a repository; it is removed from every issue that had it.',
    'owner! repo! name!',
    'delete',
  ],
  [
    'list_milestones',
    'List milestones',
    'List the milestones of a repository with their due dates and progress.',
    `owner! repo! state ${pages}`,
    'read',
  ],
  [
    'create_milestone',
    'Create milestone',
    'Create a milestone with a title, description and due date.',
    'owner! repo! title! description due_on',
    'write',
  ],
  [
    'assign_copilot_to_issue',
    'Assign coding agent to issue',
    'Assign the coding agent to an issue: it opens a pull request that attempts to resolve it.',
    'owner! repo! issue_number!',
    'write',
  ],
  // Pull requests
  [
    'list_pull_requests',
    'List pull requests',
    'List pull requests in a repository, filtered by state, head or base branch.',
    `owner! repo! state head base sort direction ${pages}`,
    'read',
  ],
  [
    'search_pull_requests',
    'Search pull requests',
    'Search pull requests across repositories with the search syntax (is:pr is:open review:required ...).',
    `query! sort order ${pages}`,
    'read',
  ],
  [
    'get_pull_request',
    'Get pull request',
    'Get a pull request with its description, branches, mergeability and review state.',
    'owner! repo! pullNumber!',
    'read',
  ],
  ['get_pull_request_diff', 'Get pull request diff', 'Get the unified diff of a pull request.', 'owner! repo! pullNumber!', 'read'],
  [
    'get_pull_request_files',
    'Get pull request files',
    'List the files a pull request changes, with additions, deletions and patches.',
    `owner! repo! pullNumber! ${pages}`,
    'read',
  ],
  [
    'get_pull_request_status',
    'Get pull request status',
    "Get the combined status and check runs of a pull request's head commit.",
    'owner! repo! pullNumber!',
    'read',
  ],
  [
    'get_pull_request_comments',
    'Get pull request comments',
    'List the review comments of a pull request, attached to lines of the diff.',
    'owner! repo! pullNumber!',
    'read',
  ],
  [
    'get_pull_request_reviews',
    'Get pull request reviews',
    'List the reviews of a pull request with their state and body.',
    'owner! repo! pullNumber!',
    'read',
  ],
  [
    'create_pull_request',
    'Open pull request',
    'Open a pull request from a head branch into a base branch, optionally as a draft.',
    'owner! repo! title! head! base! body draft maintainer_can_modify',
    'write',
  ],
  [
    'update_pull_request',
    'Update pull request',
    "Change a pull request's title, body, state, base branch or reviewers.",
    'owner! repo! pullNumber! title body state base maintainer_can_modify reviewers',
    'write',
  ],
  [
    'update_pull_request_branch',
    'Update pull request branch',
    'Bring a pull request branch up to date with its base branch by merging the base into it.',
    'owner! repo! pullNumber! expectedHeadSha',
    'write',
  ],
  [
    'merge_pull_request',
    'Merge pull request',
    'Merge a pull request with a merge commit, squash or rebase.',
    'owner! repo! pullNumber! commit_title commit_message merge_method',
    'write',
  ],
  [
    'create_pending_pull_request_review',
    'Start a review',
    'Start a pending review on a pull request, to add comments to before submitting it.',
    'owner! repo! pullNumber! commitID',
    'write',
  ],
  [
    'add_comment_to_pending_review',
    'Add review comment',
    'Add a comment on a line or range of the diff to your pending review.',
    'owner! repo! pullNumber! path! body! line side startLine startSide subjectType',
    'write',
  ],
  [
    'submit_pending_pull_request_review',
    'Submit review',
    'Submit your pending review as a comment, an approval or a request for changes.',
    'owner! repo! pullNumber! event! body',
    'write',
  ],
  [
    'delete_pending_pull_request_review',
    'Delete pending review',
    'Delete your pending review and every comment in it.',
    'owner! repo! pullNumber!',
    'delete',
  ],
  [
    'create_and_submit_pull_request_review',
    'Review pull request',
    'Create and submit a review without line comments: approve, request changes or comment.',
    'owner! repo! pullNumber! body! event! commitID',
    'write',
  ],
  [
    'request_copilot_review',
    'Request automated review',
    'Request an automated code review of a pull request; the review arrives as pull request comments.',
    'owner! repo! pullNumber!',
    'write',
  ],
  // Actions
  [
    'list_workflows',
    'List workflows',
    'List the workflows defined in a repository with their state and file path.',
    `owner! repo! ${pages}`,
    'read',
  ],
  [
    'list_workflow_runs',
    'List workflow runs',
    'List the runs of a workflow, filtered by branch, event, actor or status.',
    `owner! repo! workflow_id! branch event actor status ${pages}`,
    'read',
  ],
  [
    'get_workflow_run',
    'Get workflow run',
    'Get one workflow run with its status, conclusion, timing and triggering commit.',
    'owner! repo! run_id!',
    'read',
  ],
  [
    'get_workflow_run_logs',
    'Get workflow run logs',
    'Download the logs of a workflow run as a link to a zip archive. Large: prefer get_job_logs.',
    'owner! repo! run_id!',
    'read',
  ],
  [
    'get_workflow_run_usage',
    'Get workflow run usage',
    'Get the billable minutes a workflow run used, by runner operating system.',
    'owner! repo! run_id!',
    'read',
  ],
  [
    'list_workflow_jobs',
    'List workflow jobs',
    'List the jobs of a workflow run with their steps and conclusions.',
    `owner! repo! run_id! filter ${pages}`,
    'read',
  ],
  [
    'get_job_logs',
    'Get job logs',
    'Get the logs of one job, or of every failed job of a run, optionally only the last lines.',
    'owner! repo! job_id run_id failed_only return_content tail_lines',
    'read',
  ],
  [
    'run_workflow',
    'Run workflow',
    'Trigger a workflow that accepts workflow_dispatch, on a branch or tag, with inputs.',
    'owner! repo! workflow_id! ref! inputs',
    'write',
  ],
  ['rerun_workflow_run', 'Re-run workflow run', 'Re-run every job of a workflow run.', 'owner! repo! run_id!', 'write'],
  [
    'rerun_failed_jobs',
    'Re-run failed jobs',
    'Re-run only the failed jobs of a workflow run and the jobs that depend on them.',
    'owner! repo! run_id!',
    'write',
  ],
  ['cancel_workflow_run', 'Cancel workflow run', 'Cancel a workflow run that is queued or in progress.', 'owner! repo! run_id!', 'write'],
  [
    'list_workflow_run_artifacts',
    'List run artifacts',
    'List the artifacts a workflow run uploaded, with their size and expiry.',
    `owner! repo! run_id! ${pages}`,
    'read',
  ],
  [
    'download_workflow_run_artifact',
    'Download artifact',
    'Get a short-lived download link for one artifact of a workflow run.',
    'owner! repo! artifact_id!',
    'read',
  ],
  [
    'delete_workflow_run_logs',
    'Delete run logs',
    'Delete every log of a workflow run. This cannot be undone.',
    'owner! repo! run_id!',
    'delete',
  ],
  [
    'list_repository_secrets',
    'List Actions secrets',
    'List the names of the Actions secrets of a repository (never their values).',
    `owner! repo! ${pages}`,
    'read',
  ],
  [
    'list_repository_variables',
    'List Actions variables',
    'List the Actions configuration variables of a repository with their values.',
    `owner! repo! ${pages}`,
    'read',
  ],
  // Security
  [
    'list_code_scanning_alerts',
    'List code scanning alerts',
    'List code scanning alerts of a repository, filtered by state, severity, tool or ref.',
    'owner! repo! state severity tool_name ref',
    'read',
  ],
  [
    'get_code_scanning_alert',
    'Get code scanning alert',
    'Get one code scanning alert with its rule, location and the most recent instance.',
    'owner! repo! alertNumber!',
    'read',
  ],
  [
    'list_secret_scanning_alerts',
    'List secret scanning alerts',
    'List leaked-secret alerts of a repository, filtered by state, secret type or resolution.',
    'owner! repo! state secret_type resolution',
    'read',
  ],
  [
    'get_secret_scanning_alert',
    'Get secret scanning alert',
    'Get one secret scanning alert with the kind of secret and where it was found.',
    'owner! repo! alertNumber!',
    'read',
  ],
  [
    'list_dependabot_alerts',
    'List dependency alerts',
    'List vulnerable-dependency alerts of a repository, filtered by state and severity.',
    'owner! repo! state severity',
    'read',
  ],
  [
    'get_dependabot_alert',
    'Get dependency alert',
    'Get one vulnerable-dependency alert with the advisory, affected versions and fix.',
    'owner! repo! alertNumber!',
    'read',
  ],
  [
    'list_global_security_advisories',
    'List security advisories',
    'List reviewed security advisories by ecosystem, severity, package or identifier.',
    `ghsaId cveId ecosystem severity affects published updated ${pages}`,
    'read',
  ],
  ['get_global_security_advisory', 'Get security advisory', 'Get one security advisory by its GHSA identifier.', 'ghsaId!', 'read'],
  [
    'list_repository_security_advisories',
    'List repository advisories',
    'List the security advisories a repository published or drafted.',
    'owner! repo! state sort direction',
    'read',
  ],
  // Notifications
  [
    'list_notifications',
    'List notifications',
    'List notifications for the authenticated user, optionally only unread or only for one repository.',
    `filter since before owner repo ${pages}`,
    'read',
  ],
  ['get_notification_details', 'Get notification', 'Get one notification thread with its subject and reason.', 'notificationID!', 'read'],
  ['dismiss_notification', 'Dismiss notification', 'Mark one notification thread as read or done.', 'threadID! state!', 'write'],
  [
    'mark_all_notifications_read',
    'Mark all notifications read',
    'Mark every notification as read, optionally only for one repository or before a time.',
    'lastReadAt owner repo',
    'write',
  ],
  [
    'manage_notification_subscription',
    'Manage notification subscription',
    'Ignore, watch or delete the subscription of one notification thread.',
    'notificationID! action!',
    'write',
  ],
  [
    'manage_repository_notification_subscription',
    'Manage repository subscription',
    "Ignore, watch or delete your subscription to a repository's notifications.",
    'owner! repo! action!',
    'write',
  ],
  // Discussions
  [
    'list_discussions',
    'List discussions',
    'List the discussions of a repository, optionally in one category.',
    `owner! repo! category orderBy direction ${pages}`,
    'read',
  ],
  ['get_discussion', 'Get discussion', 'Get one discussion with its body, category and answer.', 'owner! repo! discussionNumber!', 'read'],
  [
    'get_discussion_comments',
    'Get discussion comments',
    'List the comments of a discussion.',
    `owner! repo! discussionNumber! ${pages}`,
    'read',
  ],
  ['list_discussion_categories', 'List discussion categories', 'List the discussion categories of a repository.', 'owner! repo!', 'read'],
  // Gists
  ['list_gists', 'List gists', 'List the gists of a user, or your own when no user is given.', `username since ${pages}`, 'read'],
  ['get_gist', 'Get gist', 'Get one gist with its files and their contents.', 'gist_id!', 'read'],
  ['create_gist', 'Create gist', 'Create a gist with one file, public or secret.', 'description filename! content! public', 'write'],
  [
    'update_gist',
    'Update gist',
    'Replace the content of a file in a gist, or rename it.',
    'gist_id! description filename! content!',
    'write',
  ],
  ['delete_gist', 'Delete gist', 'Delete a gist and its history.', 'gist_id!', 'delete'],
  // Projects
  ['list_projects', 'List projects', 'List the projects of a user or organization.', `owner! owner_type! query ${pages}`, 'read'],
  [
    'get_project',
    'Get project',
    'Get one project with its title, description and visibility.',
    'owner! owner_type! project_number!',
    'read',
  ],
  [
    'list_project_fields',
    'List project fields',
    'List the fields of a project: status, iteration, custom fields.',
    'owner! owner_type! project_number!',
    'read',
  ],
  [
    'get_project_field',
    'Get project field',
    'Get one field of a project with its options.',
    'owner! owner_type! project_number! field_id!',
    'read',
  ],
  [
    'list_project_items',
    'List project items',
    'List the items of a project (issues, pull requests, drafts) with their field values.',
    `owner! owner_type! project_number! query ${pages}`,
    'read',
  ],
  [
    'get_project_item',
    'Get project item',
    'Get one item of a project with its field values.',
    'owner! owner_type! project_number! item_id!',
    'read',
  ],
  [
    'add_project_item',
    'Add project item',
    'Add an issue or pull request to a project.',
    'owner! owner_type! project_number! item_type! item_id!',
    'write',
  ],
  [
    'update_project_item',
    'Update project item',
    'Set a field value of a project item.',
    'owner! owner_type! project_number! item_id! updated_field!',
    'write',
  ],
  [
    'delete_project_item',
    'Delete project item',
    'Remove an item from a project; the issue or pull request itself is kept.',
    'owner! owner_type! project_number! item_id!',
    'delete',
  ],
];

// Parameters that are not in P get a plain string description derived from their name.
function prop(name: string): Prop {
  const known = P[name];
  if (known) return known;
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  if (/^(private|draft|prerelease|public|autoInit|replace_parent|failed_only|return_content|maintainer_can_modify)$/.test(name)) {
    return { type: 'boolean', description: `Whether ${words}` };
  }
  if (/(_id|ID|Number|_lines|line|startLine)$/.test(name)) return { type: 'number', description: `The ${words}` };
  if (/^(files|reviewers)$/.test(name))
    return { type: 'array', description: `The ${words}`, items: { type: name === 'files' ? 'object' : 'string' } };
  return { type: 'string', description: `The ${words}` };
}

function toTool([name, title, description, params, kind]: Row): FixtureTool {
  const names = params.split(' ').filter(Boolean);
  const properties = Object.fromEntries(names.map((p) => [p.replace(/!$/, ''), prop(p.replace(/!$/, ''))]));
  const required = names.filter((p) => p.endsWith('!')).map((p) => p.slice(0, -1));
  const annotations: FixtureTool['annotations'] =
    kind === 'read'
      ? { title, readOnlyHint: true }
      : kind === 'delete'
        ? { title, readOnlyHint: false, destructiveHint: true }
        : { title, readOnlyHint: false, destructiveHint: false };
  return { name, description, inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}) }, annotations };
}

export const MANY_TOOLS: FixtureTool[] = ROWS.map(toTool);

function build(): McpServer {
  const s = new McpServer({ name: 'fixture-code-host', version: '3.2.0', title: 'Code host (fixture)' });
  for (const t of MANY_TOOLS) {
    s.registerTool(
      t.name,
      {
        title: t.annotations.title,
        description: t.description,
        inputSchema: fromJsonSchema(t.inputSchema as JsonSchemaType),
        annotations: t.annotations,
      },
      async () => ({ content: [{ type: 'text', text: 'fixture: not implemented' }] }),
    );
  }
  return s;
}

/** Serves the fixture at http://<host>:<port>/mcp (Streamable HTTP, both eras). Loopback only. */
export async function startManyToolsServer(host = '127.0.0.1'): Promise<{ url: string; close(): Promise<void> }> {
  if (!/^127\.|^::1$/.test(host)) throw new Error(`the fixture listens on loopback only, not ${host}`);
  const node = toNodeHandler(createMcpHandler(build));
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/mcp')) return void res.writeHead(404).end();
    void node(req as never, res as never);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}/mcp`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
