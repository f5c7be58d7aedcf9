package bot

import (
	"fmt"
	"time"

	"fray/storage"
)

// lastCommit is /healthz's "last_commit": how the last commit of data went,
// and whether that is healthy. The probe commits a small write of its own;
// this tells what the fights' writes met (a disk too full for them may
// still take the probe's).
func lastCommit(st storage.CommitStatus, now time.Time) (string, bool) {
	switch {
	case st.Stopped != nil:
		return st.Stopped.Error(), false
	case st.Failing():
		return fmt.Sprintf("failed %s ago: %v", now.Sub(st.LastFailed).Round(time.Second), st.LastErr), false
	case st.LastOK.IsZero():
		return "none yet", true
	}
	return "ok", true
}
