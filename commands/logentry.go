package commands

import "fray/rules"

// The log entry is stored as MessagePack by its generated codec
// (logentry_gen.go), with the field names of its json tags: storage encodes
// it with the commit queue's buffers (storage.Tx.Encode) and the log reads
// it back with storage.Unmarshal.
//go:generate go tool msgp -file logentry.go -o logentry_gen.go -tests=false -io=false
//msgp:tag json
//msgp:limit arrays:65536 maps:65536

// LogEntry is one line of the encounter log, locale-neutral.
type LogEntry struct {
	Round int          `json:"r"`
	At    int64        `json:"t"`
	User  string       `json:"u,omitempty"`
	Notes []rules.Note `json:"n"`
}
