include(GNUInstallDirs)
set(CPACK_PACKAGE_NAME "queuecast")
set(CPACK_PACKAGE_VENDOR "QueueCast")
set(CPACK_PACKAGE_CONTACT "QueueCast developers <dev@queuecast.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "See why GPU jobs wait in cluster queues and when they will start")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://queuecast.invalid")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "QueueCast")
# Windows and macOS packages carry their Qt and the other libraries (built by .github/workflows/desktop.yml,
# not on the Debian CI machines). The install step copies them next to the programs: windeployqt /
# macdeployqt for Qt, IMPORTED_RUNTIME_ARTIFACTS for QCoro and qtkeychain when they are shared libraries.
if((WIN32 OR APPLE) AND QC_BUILD_GUI)
    set(qc_runtime_libs "")
    foreach(t QCoro6::Core QCoro6::Network Qt6Keychain::Qt6Keychain)
        if(TARGET ${t})
            get_target_property(type ${t} TYPE)
            if(type STREQUAL "SHARED_LIBRARY")
                list(APPEND qc_runtime_libs ${t})
            endif()
        endif()
    endforeach()
    get_target_property(qc_qmake Qt6::qmake IMPORTED_LOCATION)
    get_filename_component(qc_qt_bin "${qc_qmake}" DIRECTORY)
endif()
if(WIN32 AND QC_BUILD_GUI)
    if(qc_runtime_libs)
        install(IMPORTED_RUNTIME_ARTIFACTS ${qc_runtime_libs} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    endif()
    find_program(QC_WINDEPLOYQT windeployqt HINTS "${qc_qt_bin}" REQUIRED)
    install(CODE "execute_process(COMMAND \"${QC_WINDEPLOYQT}\" --release --compiler-runtime --no-system-d3d-compiler
        \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/queuecast.exe\"
        \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/queuecast-cli.exe\" COMMAND_ERROR_IS_FATAL ANY)")
elseif(APPLE AND QC_BUILD_GUI)
    find_program(QC_MACDEPLOYQT macdeployqt HINTS "${qc_qt_bin}" REQUIRED)
    # The installed programs lose their build RPATH: tell macdeployqt where QCoro and qtkeychain are.
    set(qc_libpaths "")
    foreach(p ${CMAKE_PREFIX_PATH})
        string(APPEND qc_libpaths " \"-libpath=${p}/lib\"")
    endforeach()
    # The CLI goes inside the bundle, so that macdeployqt points it at the bundle's frameworks too.
    install(CODE "
        set(app \"\${CMAKE_INSTALL_PREFIX}/queuecast.app\")
        file(COPY \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/queuecast-cli\" DESTINATION \"\${app}/Contents/MacOS\")
        file(REMOVE_RECURSE \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}\")
        execute_process(COMMAND \"${QC_MACDEPLOYQT}\" \"\${app}\" \"-executable=\${app}/Contents/MacOS/queuecast-cli\"
            ${qc_libpaths} COMMAND_ERROR_IS_FATAL ANY)")
endif()

if(WIN32)
    set(CPACK_GENERATOR "NSIS;ZIP")
    include(${PROJECT_SOURCE_DIR}/packaging/windows/CPackWindows.cmake OPTIONAL)
elseif(APPLE)
    set(CPACK_GENERATOR "DragNDrop")
    include(${PROJECT_SOURCE_DIR}/packaging/macos/CPackMacOS.cmake OPTIONAL)
else()
    set(CPACK_GENERATOR "DEB")
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
    # Plugins are loaded at run time, so shlibdeps cannot see them: SQLite for the history, the platform
    # plugins for the window, the SVG icon engine for the window icon. CPack adds the detected libraries.
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins, libqt6svg6")
    # Without dpkg-shlibdeps CPack only warns and writes a package that depends on none of the libraries
    # it links (it installs, then neither program starts): packaging/linux/CheckDebTools.cmake, run by
    # cpack for each generator, stops a DEB build instead.
    set(CPACK_PROJECT_CONFIG_FILE "${PROJECT_SOURCE_DIR}/packaging/linux/CheckDebTools.cmake")
    set(CPACK_STRIP_FILES ON)
    set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
    set(CPACK_DEBIAN_PACKAGE_SECTION "science")
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-wqy-microhei | fonts-noto-cjk, openssh-client, slurm-client")
    add_subdirectory(${PROJECT_SOURCE_DIR}/packaging/linux ${PROJECT_BINARY_DIR}/packaging-linux)
endif()
include(CPack)
