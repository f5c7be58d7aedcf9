package bot

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"fray/storage"
)

// A running bot holds bbolt's exclusive file lock, so another process cannot
// open the database to copy it. The bot therefore listens on a unix socket
// beside the database ("<db>.ctl"); `fray backup` opens the file itself when
// no bot runs, and otherwise asks the bot, which writes the copy from a read
// transaction (tx.WriteTo) while it keeps serving.

// ControlSocket is the control socket's path for a database file.
func ControlSocket(dbPath string) string { return dbPath + ".ctl" }

// Backup writes a consistent copy of the configured database to dest. The
// copy is refused when dest is the live database itself (storage.BackupFile
// checks it again where the copy is written, in the running bot or here).
func Backup(ctx context.Context, cfg Config, dest string) (int64, error) {
	dest, err := filepath.Abs(dest)
	if err != nil {
		return 0, err
	}
	if strings.ContainsAny(dest, "\r\n") {
		return 0, fmt.Errorf("the backup path %q holds a line break", dest)
	}
	// A missing database is an error, not a new empty one to copy.
	if _, err := os.Stat(cfg.Database.Path); err != nil {
		return 0, fmt.Errorf("no database at %s (database.path / FRAY_DB): %w", cfg.Database.Path, err)
	}
	st, err := storage.Open(ctx, cfg.Database.Path, storage.Options{LockTimeout: 300 * time.Millisecond, SkipCheck: !cfg.Database.Check})
	if err == nil {
		defer st.Close()
		return st.BackupFile(ctx, dest)
	}
	if !errors.Is(err, storage.ErrLocked) {
		return 0, err
	}
	return askBackup(ctx, ControlSocket(cfg.Database.Path), dest)
}

func askBackup(ctx context.Context, sock, dest string) (int64, error) {
	var d net.Dialer
	conn, err := d.DialContext(ctx, "unix", sock)
	if err != nil {
		return 0, fmt.Errorf("the database is locked by a running Fray, and its control socket %s does not answer: %w", sock, err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(5 * time.Minute))
	if _, err := fmt.Fprintf(conn, "backup %s\n", dest); err != nil {
		return 0, err
	}
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		return 0, fmt.Errorf("control socket: %w", err)
	}
	line = strings.TrimSpace(line)
	if n, ok := strings.CutPrefix(line, "ok "); ok {
		return strconv.ParseInt(n, 10, 64)
	}
	return 0, fmt.Errorf("running bot: %s", strings.TrimPrefix(line, "error "))
}

// ServeControl answers backup requests on the control socket until ctx ends.
func ServeControl(ctx context.Context, st *storage.Store, sock string, log zerolog.Logger) error {
	c, err := StartControl(st, sock, log)
	if err != nil {
		return err
	}
	go func() {
		<-ctx.Done()
		c.Close()
	}()
	return nil
}

// Control is the control socket of a running bot.
type Control struct {
	ln   net.Listener
	sock string
	once sync.Once
	wg   sync.WaitGroup
}

// StartControl answers backup requests on the control socket sock until
// Close. A socket left by a bot that did not stop cleanly is replaced: the
// caller holds the database's lock, so no other bot answers there.
func StartControl(st *storage.Store, sock string, log zerolog.Logger) (*Control, error) {
	_ = os.Remove(sock)
	ln, err := net.Listen("unix", sock)
	if err != nil {
		return nil, fmt.Errorf("control socket: %w", err)
	}
	_ = os.Chmod(sock, 0o600)
	c := &Control{ln: ln, sock: sock}
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			c.wg.Add(1)
			go func() {
				defer c.wg.Done()
				defer conn.Close()
				_ = conn.SetDeadline(time.Now().Add(5 * time.Minute))
				line, err := bufio.NewReader(conn).ReadString('\n')
				if err != nil {
					return
				}
				dest, ok := strings.CutPrefix(strings.TrimSpace(line), "backup ")
				if !ok || dest == "" {
					fmt.Fprintln(conn, "error unknown request")
					return
				}
				n, err := st.BackupFile(context.Background(), dest)
				if err != nil {
					log.Error().Err(err).Str("dest", dest).Msg("backup failed")
					fmt.Fprintf(conn, "error %v\n", oneLine(err.Error()))
					return
				}
				log.Info().Str("dest", dest).Int64("bytes", n).Msg("backup written")
				fmt.Fprintf(conn, "ok %d\n", n)
			}()
		}
	}()
	return c, nil
}

// Close stops answering, waits for a backup being written, and removes the
// socket.
func (c *Control) Close() {
	c.once.Do(func() {
		c.ln.Close()
		c.wg.Wait()
		_ = os.Remove(c.sock)
	})
}

// oneLine keeps an error on the control socket's one line.
func oneLine(s string) string { return strings.NewReplacer("\r", " ", "\n", " ").Replace(s) }
