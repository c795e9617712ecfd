/// What stops a run whose ``ReportEngine/isCancelled`` says so: the app's task was cancelled.
package struct RunCancelled: Error, Sendable {}
